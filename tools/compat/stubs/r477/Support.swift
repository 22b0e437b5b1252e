// Stubs for writefreely/writefreely-swiftui-multiplatform Shared/PostList/PostCellView.swift: the Core
// Data entity WFAPost (WFAPost+CoreDataClass/Properties.swift), PostStatus (Shared/Models), the app's
// WriteFreelyModel with its PostListModel and PostEditorModel (reduced to what the row calls), and
// PostStatusBadgeView (Shared/PostList/PostStatusBadgeView.swift; our own badge with its words and colours).
import SwiftUI
import CoreData

public class WFAPost: NSManagedObject {
    public var appearance: String?
    public var body: String = ""
    public var collectionAlias: String?
    public var createdDate: Date?
    public var language: String?
    public var postId: String?
    public var rtl: Bool = false
    public var slug: String?
    public var status: Int32 = 0
    public var title: String = ""
    public var updatedDate: Date?
    public var hasNewerRemoteCopy: Bool = false
    public var wasDeletedFromServer: Bool = false
}

class PostListModel: ObservableObject {
    func remove(_ post: WFAPost) {
        withAnimation {
            post.managedObjectContext?.delete(post)
        }
    }

    /// The app strips Markdown headings and images from the body and keeps its first paragraph.
    func getBodyPreview(of post: WFAPost) -> String {
        let lines = post.body.components(separatedBy: .newlines)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "# ")) }
            .filter { !$0.isEmpty }
        return lines.first ?? ""
    }
}

struct PostEditorModel {
    var lastDraftURL: URL?
    mutating func clearLastDraft() { lastDraftURL = nil }
}

final class WriteFreelyModel: ObservableObject {
    @Published var posts = PostListModel()
    @Published var editor = PostEditorModel()
    @Published var selectedPost: WFAPost?
}

struct PostStatusBadgeView: View {
    @ObservedObject var post: WFAPost

    // Our own stand-in: the badge's words and colours for each status.
    private var word: String {
        post.status == PostStatus.published.rawValue ? "PUBLISHED"
            : post.status == PostStatus.edited.rawValue ? "EDITED" : "LOCAL"
    }
    private var tint: Color {
        if post.status == PostStatus.published.rawValue { return .gray }
        if post.status == PostStatus.edited.rawValue { return Color(red: 0.75, green: 0.7, blue: 0.1) }
        return Color(red: 0.75, green: 0.5, blue: 0.85)
    }

    var body: some View {
        Text(word)
            .font(.caption.weight(.semibold))
            .foregroundColor(.white)
            .lineLimit(1)
            .padding(.horizontal, 7.5)
            .padding(.vertical, 2.5)
            .background(tint)
            .clipShape(RoundedRectangle(cornerRadius: 5))
    }
}
