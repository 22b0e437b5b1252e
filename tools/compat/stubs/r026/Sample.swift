import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading) {
        NoReminderItemsView(emptyList: .allItemsCompleted)
        NoReminderItemsView(emptyList: .noUpcomingReminders)
        NoReminderItemsView(emptyList: .noRecentReminders)
    }
}
