import SwiftUI

// History: the logged moods, newest first.
@MainActor func makeSampleRow() -> some View {
    let entries = [
        HistoryEntry(mood: .happy, dateString: "Today • 8:14 AM", dateStringAbbreviated: "Nov 27", date: Date(), note: ""),
        HistoryEntry(mood: .tired, dateString: "Yesterday • 10:52 PM", dateStringAbbreviated: "Nov 26", date: Date(), note: "Late shift"),
        HistoryEntry(mood: .energized, dateString: "November 24 • 6:30 PM", dateStringAbbreviated: "Nov 24", date: Date(), note: ""),
    ]
    return List(entries) { HistoryRowView(entry: $0) }
}
