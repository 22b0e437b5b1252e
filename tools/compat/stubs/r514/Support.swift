import SwiftUI
// Stubs for cuappdev/score-ios score-ios/Views/ListViews/UpcomingGameTile.swift: Game, Team, Sport and Sex
// (score-ios/Models; memberwise, where the app builds them from its GraphQL queries), the app's Constants
// (Utils/Constants.swift: colours, Poppins fonts the app bundles, the location icon asset), Color(hex:)
// (Utils/PrimaryColors.swift), Date.currentDate and dateToString (Utils/Dates.swift),
// removingUniversityPrefix (Utils/String+Extension.swift) and withTrailingFadeGradient
// (Utils/ViewModifiers/TrailingFadeGradient.swift), as the app has them.

extension Color {
    init(hex: Int, opacity: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 08) & 0xff) / 255,
            blue: Double((hex >> 00) & 0xff) / 255,
            opacity: opacity
        )
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

    static func dateToString(date: Date) -> String {
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "M/d/yyyy"
        return dateFormatter.string(from: date)
    }
}

extension String {
    func removingUniversityPrefix() -> String {
        return self.localizedCaseInsensitiveContains("University of ")
        ? self.replacingOccurrences(of: "University of ", with: "U ", options: .caseInsensitive)
        : self
    }
}

struct TrailingFadeGradient: ViewModifier {
    var width: CGFloat
    var backgroundColor: Color

    init(width: CGFloat = 30, backgroundColor: Color = .white) {
        self.width = width
        self.backgroundColor = backgroundColor
    }

    func body(content: Content) -> some View {
        content
            .overlay(
                LinearGradient(
                    gradient: Gradient(colors: [.clear, backgroundColor]),
                    startPoint: .leading,
                    endPoint: .trailing
                )
                .frame(width: width)
                .allowsHitTesting(false),
                alignment: .trailing
            )
    }
}

extension View {
    func withTrailingFadeGradient(width: CGFloat = 30, backgroundColor: Color = .white) -> some View {
        self.modifier(TrailingFadeGradient(width: width, backgroundColor: backgroundColor))
    }
}
