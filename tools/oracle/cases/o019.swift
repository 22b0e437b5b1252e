import OracleHarness
import SwiftUI

// o019: Mudd-d/gravatar-sdk-ios, AvatarPickerProfileViewTests.testAvatarPickerProfileViewWithoutLocation, light, @2x.
// The header with an empty location: the name and the "View profile →" button only.
@MainActor func makeOracleView() -> AnyView { profileHeaderCase(shellyKimbrough(location: "")) }

let oracleLayout = OracleLayout.sizeThatFits
