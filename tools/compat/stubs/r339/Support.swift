import SwiftUI
import TenXShared
// Stubs for minghinmatthewlam/10x App/Features/Home/YearProgressPreviewTileView.swift (what the row uses
// from elsewhere in its app: App/Services/YearProgressCalculator.swift's YearProgressSummary, YearDayDot and
// YearDayStatus, and App/Features/YearProgress/YearProgressPalette.swift's status colours).

struct DayEntry {}

struct YearProgressSummary {
    let totalDays: Int
    let completedDays: Int
    let daysLeft: Int
    let yearCompletionPercent: Double
}

struct YearDayDot: Identifiable {
    let date: Date
    let dayKey: String
    let status: YearDayStatus
    let entry: DayEntry?
    var id: String { dayKey }
}

enum YearDayStatus {
    case success, incomplete, emptyToday, emptyPast, future
}

extension YearDayStatus {
    var color: Color {
        switch self {
        case .success: return YearProgressPalette.success
        case .incomplete: return YearProgressPalette.incomplete
        case .emptyToday: return YearProgressPalette.emptyToday
        case .emptyPast: return YearProgressPalette.emptyPast
        case .future: return YearProgressPalette.future
        }
    }
}
