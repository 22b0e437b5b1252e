import SwiftUI
import SwiftData
// Stubs for mudkipme/MoeMemos MoeMemos/Views/ArchivedMemoCard.swift: the SwiftData model StoredMemo with
// RowStatus and MemoVisibility (Packages/Models, reduced to the memo's own fields), renderTime
// (Models/Presentables.swift), MemosViewModel and ArchivedMemoListViewModel (MoeMemos/ViewModel; the app
// calls its account's service, here the lists are kept in memory) and MemoCardContent (Views/
// MemoCardContent.swift, which renders the memo's Markdown with MarkdownView; here the same text through
// SwiftUI's own Markdown in Text, without the attachments).

public enum RowStatus: String, Codable, Sendable {
    case normal
    case archived
}

public enum MemoVisibility: String, Codable, Sendable {
    case `private` = "PRIVATE"
    case `protected` = "PROTECTED"
    case `public` = "PUBLIC"
}

@Model
public final class StoredMemo {
    public var accountKey: String
    public var serverId: String?
    public var content: String
    public var pinned: Bool
    public var rowStatus: RowStatus
    public var visibility: MemoVisibility
    public var createdAt: Date
    public var updatedAt: Date

    public init(accountKey: String, serverId: String? = nil, content: String, pinned: Bool,
                rowStatus: RowStatus, visibility: MemoVisibility, createdAt: Date, updatedAt: Date) {
        self.accountKey = accountKey
        self.serverId = serverId
        self.content = content
        self.pinned = pinned
        self.rowStatus = rowStatus
        self.visibility = visibility
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

public extension StoredMemo {
    /// Our stand-in: a relative time within a week, a long date and short time beyond it.
    func renderTime(now: Date = .now) -> String {
        let age = now.timeIntervalSince(createdAt)
        guard age >= 8 * 86_400 else {
            let relative = RelativeDateTimeFormatter()
            relative.dateTimeStyle = .named
            return relative.localizedString(for: createdAt, relativeTo: now)
        }
        return DateFormatter.localizedString(from: createdAt, dateStyle: .long, timeStyle: .short)
    }
}

@MainActor
@Observable class MemosViewModel {
    private(set) var memoList: [StoredMemo] = []

    func loadMemos() async throws {}
}

@MainActor
@Observable class ArchivedMemoListViewModel {
    private(set) var archivedMemoList: [StoredMemo] = []

    init(archivedMemoList: [StoredMemo] = []) {
        self.archivedMemoList = archivedMemoList
    }

    func restoreMemo(id: PersistentIdentifier) async throws {
        archivedMemoList = archivedMemoList.filter { $0.id != id }
    }

    func deleteMemo(id: PersistentIdentifier) async throws {
        archivedMemoList = archivedMemoList.filter { $0.id != id }
    }
}

@MainActor
struct MemoCardContent: View {
    let memo: StoredMemo
    var truncate: Bool = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(LocalizedStringKey(memo.content))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
