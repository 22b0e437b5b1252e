import OracleHarness
import SwiftUI

// o018: Mudd-d/gravatar-sdk-ios, AvatarPickerProfileViewTests.testAvatarPickerProfileView, dark, @2x.
// The same header as o017 in the dark appearance (the strategy's userInterfaceStyle trait).
// The avatar shows placeholder artwork on iOS (an SVG asset RowFrame cannot load).
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
