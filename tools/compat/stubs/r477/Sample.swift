import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = LocalStorageManager.standard.container.viewContext
    func post(_ title: String, _ body: String, status: PostStatus, daysAgo: Double) -> WFAPost {
        let p = WFAPost(context: context)
        p.title = title
        p.body = body
        p.status = status.rawValue
        p.createdDate = Date(timeIntervalSince1970: 1_764_000_000 - daysAgo * 86_400)
        return p
    }
    return List {
        PostCellView(post: post("Notes from a slow week", "It rained most days.", status: .published, daysAgo: 3),
                     collectionName: "Field Notes")
        PostCellView(post: post("", "# Draft\nA half-formed thought about gardens and patience.", status: .local, daysAgo: 0))
        PostCellView(post: post("Why I still write on the web", "Because links.", status: .edited, daysAgo: 12))
    }
    .environmentObject(WriteFreelyModel())
    .environment(\.managedObjectContext, context)
}
