import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    let today = 330
    let days = (0..<365).map { i -> YearDayDot in
        let status: YearDayStatus
        if i < today { status = (i % 7 == 3 || i % 11 == 5) ? .incomplete : .success }
        else if i == today { status = .emptyToday }
        else { status = .future }
        return YearDayDot(date: start.addingTimeInterval(Double(i) * 86_400), dayKey: "d\(i)", status: status, entry: nil)
    }
    return YearProgressPreviewTileView(year: 2026, days: days,
                                       summary: YearProgressSummary(totalDays: 365, completedDays: 256, daysLeft: 34, yearCompletionPercent: 90.7))
        .padding()
        .background(AppColors.background)
}
