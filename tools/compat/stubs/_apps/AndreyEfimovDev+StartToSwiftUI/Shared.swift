// Stubs shared by the AndreyEfimovDev/StartToSwiftUI rows (r644–r646): Color.mycolor (Extensions/Colors.swift;
// its _MyAccent colour set: black in light, #EACCE9 in dark), the SwiftData models Notice, Post and
// AppSyncState (Models/, AppSyncState/; the fields the rows and previews read), PostType (Models/Enums.swift),
// NoticesViewModel (ViewModels/) and PreviewData's samples. Our own test doubles.
import SwiftUI
import SwiftData
import UIKit

struct MyColors {
    let myAccent = Color(UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0xEA / 255, green: 0xCC / 255, blue: 0xE9 / 255, alpha: 1)
            : UIColor.black
    })
}

extension Color {
    static let mycolor = MyColors()
}

enum PostType: String, CaseIterable, Codable {
    case post, course, article, solution, bug, other
    var displayName: String {
        switch self {
        case .post: return "Lesson"
        case .course: return "Course"
        case .article, .solution: return "Article"
        case .bug: return "Bug"
        case .other: return "Other"
        }
    }
}

@Model
final class Notice {
    var id: String = UUID().uuidString
    var title: String = ""
    var noticeDate: Date = Date()
    var noticeMessage: String = ""
    var isRead: Bool = false

    init(id: String = UUID().uuidString, title: String = "", noticeDate: Date = Date(), noticeMessage: String = "",
         isRead: Bool = false) {
        self.id = id
        self.title = title
        self.noticeDate = noticeDate
        self.noticeMessage = noticeMessage
        self.isRead = isRead
    }
}

@Model
final class Post {
    var id: String = UUID().uuidString
    var title: String = ""
    var author: String = ""
    var postTypeRawValue: String = "post"
    var postDate: Date?
    var draft: Bool = false

    var postType: PostType {
        get { PostType(rawValue: postTypeRawValue) ?? .post }
        set { postTypeRawValue = newValue.rawValue }
    }

    init(title: String = "", author: String = "", postType: PostType = .post, postDate: Date? = nil, draft: Bool = false) {
        self.title = title
        self.author = author
        self.postTypeRawValue = postType.rawValue
        self.postDate = postDate
        self.draft = draft
    }
}

@Model
final class AppSyncState {
    var id: String = "app_state_singleton"
    var lastNoticeDate: Date?
    init(lastNoticeDate: Date? = nil) { self.lastNoticeDate = lastNoticeDate }
}

final class NoticesViewModel: ObservableObject {
    let modelContext: ModelContext
    @Published var notices: [Notice] = []
    init(modelContext: ModelContext) { self.modelContext = modelContext }
}

enum PreviewData {
    static let sampleNotice1 = Notice(title: "Welcome to StartToSwiftUI! Here is how to get started.",
                                      noticeDate: Date(timeIntervalSince1970: 1_762_000_000), isRead: true)
    static let sampleNotice2 = Notice(title: "New study materials were added to the catalogue",
                                      noticeDate: Date(timeIntervalSince1970: 1_763_500_000))
    static let sampleNotice3 = Notice(title: "Version 1.4 brings study progress charts",
                                      noticeDate: Date(timeIntervalSince1970: 1_764_200_000))
    static let samplePost1 = Post(title: "SwiftUI Layout Deep Dive", author: "swiftbysundell", postType: .article,
                                  postDate: Date(timeIntervalSince1970: 1_750_000_000), draft: true)
    static let samplePost2 = Post(title: "Observation in Practice", author: "kavsoft", postType: .post,
                                  postDate: nil, draft: true)
    static let samplePost3 = Post(title: "Animations Course", author: "hackingwithswift", postType: .other,
                                  postDate: Date(timeIntervalSince1970: 1_740_000_000), draft: true)
}
