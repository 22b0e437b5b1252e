import OracleHarness
import SwiftUI

// o018: Mudd-d/gravatar-sdk-ios, AvatarPickerProfileViewTests.testAvatarPickerProfileView, dark, @2x.
// The same header as o017 in the dark appearance (the strategy's userInterfaceStyle trait).
@MainActor func makeOracleView() -> AnyView { profileHeaderCase(shellyKimbrough(location: "San Antonio, TX")) }

let oracleLayout = OracleLayout.sizeThatFits
