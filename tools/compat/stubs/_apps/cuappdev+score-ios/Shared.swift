// Stubs the rows r514, r515, r516 of cuappdev/score-ios share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI

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
