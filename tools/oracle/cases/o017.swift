import OracleHarness
import SwiftUI

// o017: Mudd-d/gravatar-sdk-ios, AvatarPickerProfileViewTests.testAvatarPickerProfileView, light, @2x.
// The profile header with a name and a location, stretched to the test's 320 pt minimum width and
// sized to fit. The avatar shows its placeholder artwork on iOS (an SVG asset, which RowFrame
// cannot load: it draws its missing-image box there).
@MainActor func makeOracleView() -> AnyView {
    let profile = AvatarPickerProfileView.Model(displayName: "Shelly Kimbrough", location: "San Antonio, TX",
                                                profileURL: URL(string: "https://gravatar.com"))
    return AnyView(
        VStack(alignment: .leading) {
            AvatarPickerProfileView(avatarID: .constant(.email("")), forceRefreshAvatar: .constant(false),
                                    model: .constant(profile), isLoading: .constant(false))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(minWidth: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
