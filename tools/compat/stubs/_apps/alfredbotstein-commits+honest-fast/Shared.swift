import SwiftUI
// Stubs for alfredbotstein-commits/honest-fast shared by its rows: Extensions/Theme.swift,
// Extensions/Color+Hex.swift, Models/FastingPlan.swift and Models/FastingStage.swift (as there).

enum Theme {
    static let background = Color(hex: "0D0D0F")
    static let surface = Color(hex: "1A1A1E")
    static let accent = Color(hex: "F5A623")
    static let accentDeep = Color(hex: "E8640F")
    static let success = Color(hex: "7CB66A")
    static let teal = Color(hex: "5AC8C8")
    static let textPrimary = Color(hex: "F2F0ED")
    static let textSecondary = Color(hex: "8A8A8E")
    static let timerTrack = Color(hex: "2A2A2E")
}

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default: (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                  opacity: Double(a) / 255)
    }
}

struct FastingPlan: Identifiable, Hashable {
    let id: String
    let name: String
    let fastHours: Double
    let eatHours: Double
    let description: String

    static let plans: [FastingPlan] = [
        FastingPlan(id: "16:8", name: "16:8", fastHours: 16, eatHours: 8, description: "The classic. Most popular."),
        FastingPlan(id: "18:6", name: "18:6", fastHours: 18, eatHours: 6, description: "Intermediate fasting."),
        FastingPlan(id: "20:4", name: "20:4", fastHours: 20, eatHours: 4, description: "The warrior diet."),
        FastingPlan(id: "OMAD", name: "OMAD", fastHours: 23, eatHours: 1, description: "One meal a day."),
        FastingPlan(id: "Custom", name: "Custom", fastHours: 0, eatHours: 0, description: "Set your own hours."),
    ]
}

enum FastingStage: CaseIterable {
    case risingBloodSugar, bloodSugarFalling, bloodSugarBaseline, fatBurningBegins, fatBurningMode, ketosisAutophagy

    var title: String {
        switch self {
        case .risingBloodSugar: return "Rising blood sugar"
        case .bloodSugarFalling: return "Blood sugar falling"
        case .bloodSugarBaseline: return "Blood sugar baseline"
        case .fatBurningBegins: return "Fat burning begins"
        case .fatBurningMode: return "Fat burning mode"
        case .ketosisAutophagy: return "Ketosis / Autophagy"
        }
    }

    var icon: String {
        switch self {
        case .risingBloodSugar: return "🍽"
        case .bloodSugarFalling: return "📉"
        case .bloodSugarBaseline: return "⚖️"
        case .fatBurningBegins: return "🔥"
        case .fatBurningMode: return "🔥🔥"
        case .ketosisAutophagy: return "✨"
        }
    }

    var color: Color {
        switch self {
        case .risingBloodSugar, .bloodSugarFalling: return Color(hex: "8A8A8E")
        case .bloodSugarBaseline: return Color(hex: "5AC8C8")
        case .fatBurningBegins: return Color(hex: "F5A623")
        case .fatBurningMode: return Color(hex: "E8640F")
        case .ketosisAutophagy: return Color(hex: "7CB66A")
        }
    }
}
