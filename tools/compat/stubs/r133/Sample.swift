import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the app's friends button in the activity feed toolbar: an icon with 3 unread requests.
    Image(systemName: "person.2")
        .imageScale(.large)
        .customBadge(3)
        .padding()
}
