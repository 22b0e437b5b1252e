import SwiftUI
// Stubs for cuappdev/score-ios score-ios/Views/DetailedViews/ScoringUpdateCell.swift: GameUpdate and
// EventParty (score-ios/Models/GameUpdate.swift), ordinalNumberString (Utils/OrdinalSuffix.swift) and the
// app's Constants (Utils/Constants.swift: colours and the Poppins fonts the app bundles) with Color(hex:)
// (Utils/PrimaryColors.swift), as the app has them.

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

struct GameUpdate: Hashable {
    var id: UUID = UUID()
    var timestamp: Int
    var isTotal: Bool
    var cornellScore: Int
    var opponentScore: Int
    var time: String
    var isCornell: Bool
    var eventParty: EventParty
    var description: String
}

enum EventParty {
    case Cornell
    case Neither
    case Opponent
}

func ordinalSuffix(for number: Int) -> String {
    let lastDigit = number % 10
    let lastTwoDigits = number % 100
    if lastTwoDigits >= 11 && lastTwoDigits <= 13 {
        return "th"
    }
    switch lastDigit {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
}

func ordinalNumberString(for number: Int) -> String {
    if number == -1 {
        return "--"
    }
    return "\(number)\(ordinalSuffix(for: number))"
}
