import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let start = Calendar.current.date(byAdding: .day, value: -2, to: Date()) ?? Date()
    return HStack(spacing: 16) {
        Countdown(startDate: start, endDate: Calendar.current.date(byAdding: .day, value: 7, to: start))
        Countdown(startDate: start, endDate: Calendar.current.date(byAdding: .day, value: 30, to: start))
        Countdown(startDate: nil, endDate: nil)
    }
    .padding()
}
