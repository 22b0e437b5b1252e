// Stubs for rlarjsdn3/bookbook-swiftui-main-project BookyBooky/BookyBooky/Views/ActivityCellButton.swift:
// the Activity model (Models/App/Activity.swift, with its preview), the book Category with its theme
// colours (Enums/Category.swift; the cases used), the CompleteBook Realm object (Models/Realm/
// CompleteBook.swift; plain properties), Results.firstObject(isbn13:) (Extensions/ResultsExtension.swift),
// Date.toFormat(_:) (Extensions/DateExtension.swift), Color.customLightGray (Extensions/ColorExtension.swift)
// and CompleteBookView (Views/CompleteBookView; its title only). Our own test doubles.
import SwiftUI
import RealmSwift

enum Category: String, PersistableEnum {
    case computer, economic, history, health, essay, fantasy, etc

    var themeColor: Color {
        switch self {
        case .computer: .black
        case .economic: .blue
        case .history: .brown
        case .health: .green
        case .essay, .fantasy: .purple
        case .etc: .gray
        }
    }
}

struct Activity: Hashable {
    var date: Date
    var title: String
    var category: Category
    var itemPage: Int
    var isbn13: String
    var numOfPagesRead: Int
    var totalPagesRead: Int

    var isComplete: Bool { itemPage == totalPagesRead }

    static var preview: Activity {
        Activity(date: Date(timeIntervalSince1970: 1_764_200_000), title: "Java의 정석", category: .computer,
                 itemPage: 300, isbn13: "9788994492032", numOfPagesRead: 3, totalPagesRead: 3)
    }
}

final class CompleteBook: Object, ObjectKeyIdentifiable {
    var title = ""
    var author = ""
    var itemPage = 0
    var category: Category = .etc
    var isbn13 = ""
}

extension Results where Element == CompleteBook {
    func firstObject(isbn13: String) -> CompleteBook? {
        first { $0.isbn13 == isbn13 }
    }
}

extension Date {
    /// Formats in Korean, Seoul time.
    func toFormat(_ format: String) -> String {
        let f = DateFormatter()
        f.dateFormat = format
        f.locale = Locale(identifier: "ko_KR")
        f.timeZone = TimeZone(identifier: "Asia/Seoul")
        return f.string(from: self)
    }
}

extension Color {
    static var customLightGray: Color { Color.gray.opacity(0.08) }
}

struct CompleteBookView: View {
    let book: CompleteBook
    init(_ book: CompleteBook) { self.book = book }
    var body: some View { Text(book.title) }
}
