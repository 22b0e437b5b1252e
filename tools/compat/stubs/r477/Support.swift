import SwiftUI
import CoreData
// Stubs for writefreely/writefreely-swiftui-multiplatform Shared/PostList/PostCellView.swift: the Core
// Data entity WFAPost (WFAPost+CoreDataClass/Properties.swift), PostStatus (Shared/Models), the app's
// WriteFreelyModel with its PostListModel and PostEditorModel (reduced to what the row calls), and
// PostStatusBadgeView (Shared/PostList/PostStatusBadgeView.swift, as the app has it).

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

enum PostStatus: Int32 {
    case local = 0
    case edited = 1
    case published = 2
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

    var body: some View {
        let (badgeLabel, badgeColor) = setupBadgeProperties(for: PostStatus(rawValue: post.status)!)
        Text(badgeLabel)
            .font(.caption)
            .fontWeight(.semibold)
            .foregroundColor(.white)
            .textCase(.uppercase)
            .lineLimit(1)
            .padding(EdgeInsets(top: 2.5, leading: 7.5, bottom: 2.5, trailing: 7.5))
            .background(badgeColor)
            .clipShape(RoundedRectangle(cornerRadius: 5.0, style: .circular))
    }

    func setupBadgeProperties(for status: PostStatus) -> (String, Color) {
        switch status {
        case .local: return ("local", Color(red: 0.75, green: 0.5, blue: 0.85, opacity: 1.0))
        case .edited: return ("edited", Color(red: 0.75, green: 0.7, blue: 0.1, opacity: 1.0))
        case .published: return ("published", .gray)
        }
    }
}

/// Shared/LocalStorageManager.swift: the app's Core Data stack.
final class LocalStorageManager {
    static let standard = LocalStorageManager()
    let container = NSPersistentContainer(name: "LocalStorageModel")

    func saveContext() {
        try? container.viewContext.save()
    }
}
