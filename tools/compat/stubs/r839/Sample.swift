import SwiftUI

// A station's weekday timetable: hour, then the minutes of each departure.
@MainActor func makeSampleRow() -> some View {
    let rows = [
        BusTimetable(oid: 1, hour: "06", minutes: "05 20 35 50", timeOfWeek: "WeekDays"),
        BusTimetable(oid: 2, hour: "07", minutes: "02 11 20 29 38 48 57", timeOfWeek: "WeekDays"),
        BusTimetable(oid: 3, hour: "08", minutes: "10 25 40 55", timeOfWeek: "WeekDays"),
    ]
    return List(rows) { row in
        BusTimetableCellView(busTimetableViewModel: BusTimetablesViewModel.BusTimetableViewModel(busTimetable: row))
            .frame(height: 44)
    }
}
