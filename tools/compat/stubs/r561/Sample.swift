import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let friends = [
        User(firstName: "John", id: 2, lastName: "Doe"),
        User(firstName: "Maya", id: 3, lastName: "Haddad"),
        User(firstName: "Luis", id: 4, lastName: "Ortega"),
    ]
    // FriendsListView lists the friends in a plain list.
    return List(friends) { friend in
        UserRow(user: friend)
    }
    .listStyle(.plain)
}
