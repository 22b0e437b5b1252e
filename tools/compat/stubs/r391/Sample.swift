import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ContributorsProfileView(name: "mikaelacaron", url: "https://avatars.githubusercontent.com/u/22946902?v=4")
        ContributorsProfileView(name: "contributor", url: "https://avatars.githubusercontent.com/u/1?v=4")
    }
}
