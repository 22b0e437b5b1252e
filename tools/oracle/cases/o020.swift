import OracleHarness
import SwiftUI

// o020: Mudd-d/gravatar-sdk-ios, AvatarPickerProfileViewTests.testAvatarPickerProfileViewEmpty, dark, @2x.
// No profile and not loading: the placeholder texts "Your Name" and "Location".
@MainActor func makeOracleView() -> AnyView { profileHeaderCase(nil) }

let oracleLayout = OracleLayout.sizeThatFits
