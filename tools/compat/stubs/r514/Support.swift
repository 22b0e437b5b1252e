import SwiftUI
// Stubs for cuappdev/score-ios score-ios/Views/ListViews/UpcomingGameTile.swift: Game, Team, Sport and Sex
// (score-ios/Models; memberwise, where the app builds them from its GraphQL queries), the app's Constants
// (Utils/Constants.swift: colours, Poppins fonts the app bundles, the location icon asset), Color(hex:)
// (Utils/PrimaryColors.swift), Date.currentDate and dateToString (Utils/Dates.swift),
// removingUniversityPrefix (Utils/String+Extension.swift) and withTrailingFadeGradient
// (Utils/ViewModifiers/TrailingFadeGradient.swift); our own stand-ins with the app's names and values.

extension Color {
    /// 0xRRGGBB, as the app writes its colours.
    init(hex: Int, opacity: Double = 1) {
        let r = hex / 0x10000 % 0x100, g = hex / 0x100 % 0x100, b = hex % 0x100
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }
}

struct Constants {
    enum Icons {
        static let locationIcon = "Location-g"
    }

    enum Colors {
        static let black = Color(hex: 0x000000)
        static let white = Color(hex: 0xFFFFFF)
        static let gray_text = Color(hex: 0x616161)
        static let gray_liner = Color(hex: 0xC2C2C2)
        static let gray_border = Color(hex: 0xEAEAEA)
        static let gray_icons = Color(hex: 0x777777)
        static let primary_red = Color(hex: 0xA5210D)
        static let selected = primary_red
        static let iconGray = gray_icons
    }

    struct Fonts {
        static let gameTitle = Font.custom("Poppins Medium", size: 18)
        static let gameText = Font.custom("Poppins Regular", size: 14)
        static let gameDate = Font.custom("Poppins Regular", size: 12)
        static let sportLabel = Font.custom("Poppins Regular", size: 12)
        static let regular14 = Font.custom("Poppins Regular", size: 14)
    }
}

enum Sport: String, Identifiable, CaseIterable, CustomStringConvertible {
    var id: Self { self }
    case All
    case Lacrosse
    case Soccer
    case FieldHockey
    case Baseball
    case Football

    var description: String {
        switch self {
        case .All: return "All"
        case .Lacrosse: return "Lacrosse"
        case .Soccer: return "Soccer"
        case .FieldHockey: return "Field Hockey"
        case .Baseball: return "Baseball"
        case .Football: return "Football"
        }
    }
}

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
