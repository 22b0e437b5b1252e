import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ContributorRowView(contributor: Contributor(
        login: "lukepistrol",
        name: "Lukas Pistrol",
        avatarURLString: "https://avatars.githubusercontent.com/u/9460130?v=4",
        profile: "http://lukaspistrol.com",
        contributions: [.infra, .test, .code]
    ))
    .frame(width: 350)
}
