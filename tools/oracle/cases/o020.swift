import OracleHarness
import SwiftUI

// o020: Mudd-d/gravatar-sdk-ios, AvatarPickerProfileViewTests.testAvatarPickerProfileViewEmpty, dark, @2x.
// No profile and not loading: the placeholder texts "Your Name" and "Location".
// The avatar shows placeholder artwork on iOS (an SVG asset RowFrame cannot load).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(alignment: .leading) {
            AvatarPickerProfileView(avatarID: .constant(.email("")), forceRefreshAvatar: .constant(false),
                                    model: .constant(nil), isLoading: .constant(false))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(minWidth: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
