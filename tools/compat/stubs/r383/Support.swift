import SwiftUI
// Stubs for AmirL/dynamometer Dynamometer/Dashboard/RecentActivity/ReadingRow.swift: Reading and
// AppSettings (Models/Reading.swift, Models/AppSettings.swift: SwiftData @Model classes there, plain
// classes here with the fields the row reads), the classification it calls
// (Dashboard/GuidanceSystem/GuidanceLogic.swift), Theme's guidance colours (Shared/Theme.swift) and
// Pill (Dashboard/RecentActivity/Pill.swift, as there).

final class Reading {
    var date: Date
    var value: Double

    init(date: Date = .now, value: Double) {
        self.date = date
        self.value = value
    }
}

final class AppSettings {
    var baselineMin: Double
    var baselineMax: Double

    init(baselineMin: Double = 35, baselineMax: Double = 55) {
        self.baselineMin = baselineMin
        self.baselineMax = Swift.max(baselineMax, baselineMin)
    }
}

enum Theme {
    static let guidanceBelow: Color = .orange
    static let guidanceWithin: Color = .blue
    static let guidanceAbove: Color = .green
}

enum GuidanceCategory {
    case below, within, above

    var listLabel: String {
        switch self {
        case .below: return "Below"
        case .within: return "Baseline"
        case .above: return "Above"
        }
    }

    var guidanceColor: Color {
        switch self {
        case .below: return Theme.guidanceBelow
        case .within: return Theme.guidanceWithin
        case .above: return Theme.guidanceAbove
        }
    }
}

func classify(_ value: Double, with settings: AppSettings) -> GuidanceCategory {
    if value < settings.baselineMin { return .below }
    if value > settings.baselineMax { return .above }
    return .within
}

func listTag(for value: Double, with settings: AppSettings) -> (label: String, color: Color) {
    let cat = classify(value, with: settings)
    return (cat.listLabel, cat.guidanceColor)
}

struct Pill: View {
    let label: String
    let color: Color

    var body: some View {
        Text(label)
            .font(.caption).bold()
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(color.opacity(0.15))
            .foregroundStyle(color)
            .clipShape(Capsule())
    }
}
