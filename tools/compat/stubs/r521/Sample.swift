import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // CalendarDaysView: a week of the month grid, days with a bill marked.
    let calendar = Calendar.current
    let today = calendar.startOfDay(for: .now)
    let netflix = Subscription(name: "Netflix", type: .monthly, price: 13.99, currencyCode: "EUR",
                               dateStartedAsInterval: today.timeIntervalSince1970)
    let cancelled = Subscription(name: "Gym", type: .monthly, price: 29, currencyCode: "EUR",
                                 dateStartedAsInterval: today.timeIntervalSince1970 - 86_400 * 60,
                                 dateEndingAsInterval: today.timeIntervalSince1970 - 86_400)
    let days = (0..<7).map { calendar.date(byAdding: .day, value: $0 - 2, to: today)! }
    return LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 7)) {
        ForEach(Array(days.enumerated()), id: \.offset) { index, day in
            DayView(date: day, subscriptions: index == 2 ? [netflix] : index == 5 ? [cancelled] : [])
        }
    }
    .padding()
}
