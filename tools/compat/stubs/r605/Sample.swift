import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let base = Date(timeIntervalSince1970: 1_764_200_000)
    let activities = [
        Activity(date: base, title: "Java의 정석", category: .computer, itemPage: 300, isbn13: "9788994492032",
                 numOfPagesRead: 42, totalPagesRead: 180),
        Activity(date: base.addingTimeInterval(-86_400), title: "사피엔스", category: .history, itemPage: 636,
                 isbn13: "9788934972464", numOfPagesRead: 58, totalPagesRead: 636),
        Activity(date: base.addingTimeInterval(-86_400 * 3), title: "아몬드", category: .essay, itemPage: 264,
                 isbn13: "9791196394509", numOfPagesRead: 30, totalPagesRead: 120),
    ]
    // The bookshelf's reading activity: the cells stacked in a scroll view.
    return NavigationStack {
        ScrollView {
            VStack(spacing: 5) {
                ForEach(activities, id: \.self) { activity in
                    ActivityCellButton(activity)
                }
            }
        }
    }
}
