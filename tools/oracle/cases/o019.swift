import OracleHarness
import SwiftUI

// o019: Mudd-d/gravatar-sdk-ios, AvatarPickerProfileViewTests.testAvatarPickerProfileViewWithoutLocation,
// light, @2x. The header with an empty location: the name and the "View profile →" button only.
// The avatar shows placeholder artwork on iOS (an SVG asset RowFrame cannot load).
@MainActor func makeOracleView() -> AnyView {
    let profile = AvatarPickerProfileView.Model(displayName: "Shelly Kimbrough", location: "",
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
