import SwiftUI
import SwiftData

@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_000_000)
    let memos = [
        StoredMemo(accountKey: "local", content: "Finished **The Left Hand of Darkness**. #books #reading",
                   pinned: false, rowStatus: .archived, visibility: .private,
                   createdAt: now.addingTimeInterval(-3_600 * 5), updatedAt: now),
        StoredMemo(accountKey: "local", content: "Groceries: oat milk, lemons, basil, parmesan.",
                   pinned: false, rowStatus: .archived, visibility: .private,
                   createdAt: now.addingTimeInterval(-86_400 * 12), updatedAt: now),
    ]
    let archived = ArchivedMemoListViewModel(archivedMemoList: memos)
    return List {
        ForEach(memos) { memo in
            ArchivedMemoCard(memo, archivedViewModel: archived)
        }
    }
    .environment(MemosViewModel())
}
