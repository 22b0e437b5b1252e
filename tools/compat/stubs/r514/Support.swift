// Stubs for cuappdev/score-ios score-ios/Views/ListViews/UpcomingGameTile.swift: Game, Team, Sport and Sex
// (score-ios/Models; memberwise, where the app builds them from its GraphQL queries), the app's Constants
// (Utils/Constants.swift: colours, Poppins fonts the app bundles, the location icon asset), Color(hex:)
// (Utils/PrimaryColors.swift), Date.currentDate and dateToString (Utils/Dates.swift),
// removingUniversityPrefix (Utils/String+Extension.swift) and withTrailingFadeGradient
// (Utils/ViewModifiers/TrailingFadeGradient.swift); our own stand-ins with the app's names and values.
import SwiftUI

enum Sex: Identifiable, CaseIterable, CustomStringConvertible {
    var id: Self { self }
    case Both
    case Men
    case Women

    var description: String {
        switch self {
        case .Both: return "All"
        case .Men: return "Men's"
        case .Women: return "Women's"
        }
    }
}

struct Team {
    var id: String
    var color: String
    var image: String
    var name: String
}

struct Game: Identifiable {
    var id: UUID = UUID()
    var opponent: Team
    var city: String
    var state: String
    var date: Date
    var sport: Sport
    var address: String
    var sex: Sex

    static let dummyData: [Game] = []
}

extension Date {
    static let currentDate = Date()

    /// Month/day/year without leading zeros ("11/27/2025").
    static func dateToString(date: Date) -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return "\(parts.month ?? 0)/\(parts.day ?? 0)/\(parts.year ?? 0)"
    }
}

extension String {
    /// "University of X" shortened to "U X".
    func removingUniversityPrefix() -> String {
        guard range(of: "University of ", options: .caseInsensitive) != nil else { return self }
        return replacingOccurrences(of: "University of ", with: "U ", options: .caseInsensitive)
    }
}

extension View {
    /// Fades the trailing edge into the background colour.
    func withTrailingFadeGradient(width: CGFloat = 30, backgroundColor: Color = .white) -> some View {
        overlay(alignment: .trailing) {
            LinearGradient(colors: [.clear, backgroundColor], startPoint: .leading, endPoint: .trailing)
                .frame(width: width)
                .allowsHitTesting(false)
        }
    }
}
