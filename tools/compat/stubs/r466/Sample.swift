import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        PostRow(post: Post(id: 1, title: "期末專題求組員", excerpt: "", commentCount: 12, likeCount: 40, forumName: "iOS 開發",
                           gender: "F", school: "輔仁大學", mediaMeta: []))
        PostRow(post: Post(id: 2, title: "SwiftUI List 怎麼自訂分隔線？", excerpt: "", commentCount: 3, likeCount: 8,
                           forumName: "程式設計", gender: "M", school: nil, mediaMeta: []))
    }
}
