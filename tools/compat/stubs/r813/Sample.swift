import SwiftUI

// A repository's contributors.
@MainActor func makeSampleRow() -> some View {
    let people = [
        ContributorItem(id: 1, login: "cnoon", avatar_url: "https://avatars.githubusercontent.com/u/169110", contributions: 1_318),
        ContributorItem(id: 2, login: "jshier", avatar_url: "https://avatars.githubusercontent.com/u/51020", contributions: 1_041),
        ContributorItem(id: 3, login: "mattt", avatar_url: "https://avatars.githubusercontent.com/u/7659", contributions: 229),
    ]
    return NavigationView {
        List(people) { person in
            ContributorItemRowView(item: person)
        }
        .navigationBarTitle("Contributors")
    }
}
