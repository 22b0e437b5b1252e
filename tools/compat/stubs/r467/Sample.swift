import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ForumRow(forum: Forum(alias: "ios", name: "iOS 開發", description: "", subscriptionCount: 1520))
        ForumRow(forum: Forum(alias: "food", name: "美食", description: "", subscriptionCount: 88210))
    }
}
