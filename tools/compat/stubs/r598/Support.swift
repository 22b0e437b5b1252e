// Stubs for genekoval/minty-swiftui Shared/Views/Comments/CommentRow.swift: CommentViewModel
// (Shared/ViewModels/Comments/CommentViewModel.swift; content, author, nesting level and date), UserHost
// (Views/User/UserHost.swift; the user's name) and CommentMenu (Views/Comments/CommentMenu.swift; an
// ellipsis menu with a reply action). Our own test doubles.
import SwiftUI

final class CommentViewModel: ObservableObject, Identifiable {
    let id = UUID()
    @Published var content: String
    @Published var user: User?
    private(set) var level: Int
    private(set) var created: Date

    init(content: String, user: User?, level: Int, created: Date) {
        self.content = content
        self.user = user
        self.level = level
        self.created = created
    }
}

struct UserHost: View {
    @ObservedObject var user: User
    var body: some View { Text(user.name) }
}

struct CommentMenu: View {
    @ObservedObject var comment: CommentViewModel
    let onReply: (CommentViewModel) -> Void

    var body: some View {
        Menu {
            Button("Reply") { onReply(comment) }
        } label: {
            Image(systemName: "ellipsis")
        }
    }
}
