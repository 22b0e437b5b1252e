import SwiftUI

// Our harness's shared part for the gravatar cases o017–o020 (not the app's code): the test's
// profile header, stretched to its 320 pt minimum width and sized to fit. The avatar shows its
// placeholder artwork on iOS (an SVG asset, which RowFrame cannot load: it draws its
// missing-image box there).
@MainActor func profileHeaderCase(_ model: AvatarPickerProfileView.Model?) -> AnyView {
    AnyView(
        VStack(alignment: .leading) {
            AvatarPickerProfileView(avatarID: .constant(.email("")), forceRefreshAvatar: .constant(false),
                                    model: .constant(model), isLoading: .constant(false))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(minWidth: 320)
    )
}

/// The test's profile, with its location or none.
func shellyKimbrough(location: String) -> AvatarPickerProfileView.Model {
    AvatarPickerProfileView.Model(displayName: "Shelly Kimbrough", location: location, profileURL: URL(string: "https://gravatar.com"))
}
