import SwiftUI
import EventKit

@MainActor func makeSampleRow() -> some View {
    let calendar = EKCalendar(for: .reminder, eventStore: EKEventStore())
    calendar.title = "Reminders"
    calendar.color = .systemTeal

    let reminder = EKReminder(eventStore: EKEventStore())
    reminder.title = "Look for awesome projects on GitHub"
    reminder.isCompleted = false
    reminder.calendar = calendar
    reminder.addDueDateAndAlarm(for: Date().addingTimeInterval(86_400), withTime: false)

    return ReminderItemView(reminderItem: ReminderItem(for: reminder), showCalendarTitle: true)
        .environmentObject(CopyShortcutCoordinator())
        .padding()
        .frame(width: 340)
}
