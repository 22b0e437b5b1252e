import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let day: TimeInterval = 86400
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    return List {
        LogItemView(log: ExpenseLog(id: "1", name: "Sushi lunch", category: "Food", amount: 18.5, date: now))
        LogItemView(log: ExpenseLog(id: "2", name: "Electricity", category: "Utilities", amount: 64.2, date: now.addingTimeInterval(-day)))
        LogItemView(log: ExpenseLog(id: "3", name: "Flight to Denver", category: "Travel", amount: 249, date: now.addingTimeInterval(-3 * day)))
    }
    .environment(\.horizontalSizeClass, .compact)
}
