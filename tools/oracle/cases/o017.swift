import OracleHarness
import SwiftUI

// o017: Mudd-d/gravatar-sdk-ios, AvatarPickerProfileViewTests.testAvatarPickerProfileView, light, @2x.
// The header with a name and a location.
@MainActor func makeOracleView() -> AnyView { profileHeaderCase(shellyKimbrough(location: "San Antonio, TX")) }

let oracleLayout = OracleLayout.sizeThatFits
