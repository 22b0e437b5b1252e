import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = LocalStorageManager.standard.container.viewContext
    func post(_ status: PostStatus) -> WFAPost {
        let p = WFAPost(context: context)
        p.status = status.rawValue
        return p
    }
    return HStack(spacing: 12) {
        PostStatusBadgeView(post: post(.local))
        PostStatusBadgeView(post: post(.edited))
        PostStatusBadgeView(post: post(.published))
    }
    .padding()
}
