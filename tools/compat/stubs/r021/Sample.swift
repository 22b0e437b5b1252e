import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SidebarListItemView(chatViewModel: ChatViewModel(), name: "Swift concurrency questions", message: "Actors isolate their mutable state, so only one task at a time…")
}
