import SwiftUI
import EventKit
// Stubs for DamascenoRafael/reminders-menubar reminders-menubar/Views/ReminderItemView/ReminderItemView.swift (what the row uses from elsewhere in its app).

// Models/ReminderItem.swift
struct ReminderItem: Identifiable, Equatable {
    let id: String
    let reminder: EKReminder
    let lastModifiedDate: Date?
    let childReminders: [ReminderItem]
    let isChild: Bool
    let hasChildren: Bool

    init(for reminder: EKReminder, isChild: Bool = false, withChildren childReminders: [ReminderItem] = []) {
        self.id = reminder.calendarItemIdentifier
        self.reminder = reminder
        self.lastModifiedDate = reminder.lastModifiedDate
        self.childReminders = childReminders
        self.isChild = isChild
        self.hasChildren = !childReminders.isEmpty
    }

    static func == (lhs: ReminderItem, rhs: ReminderItem) -> Bool {
        lhs.id == rhs.id && lhs.lastModifiedDate == rhs.lastModifiedDate && lhs.childReminders == rhs.childReminders
    }
}

// Models/Tag.swift
struct Tag: Hashable, Identifiable {
    let id: String
    let name: String

    init(_ name: String) {
        self.id = name.lowercased()
        self.name = name
    }
}

// Services/CopyShortcutCoordinator.swift (the app installs an NSEvent key monitor for ⌘C; the
// stub only keeps the hovered reminder's copy action).
@MainActor
final class CopyShortcutCoordinator: ObservableObject {
    private var hoveredReminderId: String?
    private var copyAction: (() -> Void)?

    func setHovered(reminderId: String, copyAction: @escaping () -> Void) {
        hoveredReminderId = reminderId
        self.copyAction = copyAction
    }

    func clearIfCurrent(reminderId: String) {
        guard hoveredReminderId == reminderId else { return }
        hoveredReminderId = nil
        copyAction = nil
    }
}

// Services/ReminderCopyService.swift (copies the reminder's text to the pasteboard in the app).
enum ReminderCopyService {
    static func copyReminder(_ reminder: EKReminder) {}
}

// Services/UserPreferences.swift (the preference the row reads).
class UserPreferences: ObservableObject {
    static let shared = UserPreferences()
    @Published var showExternalLinksInReminderItem = true
}

// Extensions/EnvironmentValues+Extensions.swift
private struct AppHasPopoverOpenKey: EnvironmentKey {
    static let defaultValue: Binding<Bool> = .constant(false)
}

extension EnvironmentValues {
    var appHasPopoverOpen: Binding<Bool> {
        get { self[AppHasPopoverOpenKey.self] }
        set { self[AppHasPopoverOpenKey.self] = newValue }
    }
}

// Extensions/String+Extensions.swift (the app marks detected links; the string comes back as is).
extension String {
    func toDetectedLinkAttributedString() -> String {
        self
    }
}

// Extensions/Date+Extensions.swift
extension Date {
    var isPast: Bool { timeIntervalSinceNow < 0 }

    func relativeDateDescription(withTime showTimeDescription: Bool) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = showTimeDescription ? .short : .none
        formatter.doesRelativeDateFormatting = true
        return formatter.string(from: self)
    }

    func dateComponents(withTime: Bool) -> DateComponents {
        var components: Swift.Set<Calendar.Component> = [.calendar, .era, .year, .month, .day]
        if withTime {
            components.formUnion([.timeZone, .hour, .minute, .second])
        }
        return Calendar.current.dateComponents(components, from: self)
    }
}

// Extensions/EKReminderPriority+Extensions.swift
extension EKReminderPriority {
    var rmbSymbol: RmbSymbol? {
        switch self {
        case .high: return .priorityHigh
        case .medium: return .priorityMedium
        case .low: return .priorityLow
        default: return nil
        }
    }
}

// Extensions/EKReminder+Extensions.swift. The app reads links, tags, flagged and urgent state
// through private Reminders selectors; the stub gives none of them.
extension EKReminder {
    var hasTime: Bool { dueDateComponents?.hour != nil }

    var ekPriority: EKReminderPriority {
        EKReminderPriority(rawValue: UInt(priority)) ?? .none
    }

    var isExpired: Bool {
        guard let date = dueDateComponents?.date else { return false }
        return (hasTime ? date : Calendar.current.date(byAdding: .day, value: 1, to: date) ?? date).isPast
    }

    var relativeDateDescription: String? {
        dueDateComponents?.date?.relativeDateDescription(withTime: hasTime)
    }

    var attachedUrl: URL? { nil }
    var mailUrl: URL? { nil }
    var ekTags: [Tag] { [] }
    var isFlagged: Bool { false }
    var isUrgent: Bool { false }

    func addDueDateAndAlarm(for date: Date, withTime hasTime: Bool) {
        let dateComponents = date.dateComponents(withTime: hasTime)
        dueDateComponents = dateComponents
        if hasTime {
            addAlarm(EKAlarm(absoluteDate: dateComponents.date!))
        }
    }
}

// Views/Helpers/RemoveReminderAlert.swift
@MainActor
func removeReminderAlert(for reminder: EKReminder, onRemove: (() -> Void)? = nil) -> Alert {
    Alert(
        title: Text("Remove reminder?"),
        message: Text("This action will remove '\(reminder.title ?? "")' and can't be undone"),
        primaryButton: .destructive(Text("Remove"), action: { onRemove?() }),
        secondaryButton: .cancel(Text("Cancel"))
    )
}

// Views/ReminderItemView/ReminderCompleteButton.swift (its tap completes the reminder in the app).
struct ReminderCompleteButton: View {
    var reminderItem: ReminderItem
    @Binding var isPendingCompletion: Bool

    var body: some View {
        Button(action: { isPendingCompletion.toggle() }) {
            Image(systemName: reminderItem.reminder.isCompleted || isPendingCompletion ? "circle.inset.filled" : "circle")
                .resizable()
                .frame(width: 14, height: 14)
                .foregroundColor(Color(reminderItem.reminder.calendar.color))
                .padding(.top, 2)
        }
        .buttonStyle(.plain)
    }
}

// Views/ReminderItemView/ReminderTagsView.swift (r025's row): the tags as purple pills.
struct ReminderTagsView: View {
    let tagNames: [String]

    var body: some View {
        HStack(spacing: 4) {
            Image(rmbSymbol: .hashtag)
                .font(.system(size: 9))
                .foregroundColor(.secondary)
            ForEach(tagNames, id: \.self) { tag in
                Text(tag).modifier(TagPillModifier(size: .compact))
            }
            Spacer()
        }
        .font(.footnote)
    }
}

// Views/ReminderItemView/ReminderDateDescriptionView.swift
struct ReminderDateDescriptionView: View {
    var dateDescription: String
    var isExpired: Bool
    var isUrgent: Bool
    var hasRecurrenceRules: Bool
    var recurrenceRules: [EKRecurrenceRule]?

    var body: some View {
        HStack {
            HStack {
                Image(systemName: "calendar")
                Text(dateDescription)
                    .foregroundColor(isExpired ? .rmbColor(.expiredDate) : .secondary)
            }
            .padding(.trailing, 5)
            if hasRecurrenceRules {
                Image(rmbSymbol: .recurrence)
            }
            Spacer()
        }
        .font(.footnote)
        .foregroundColor(.secondary)
    }
}

// Views/Helpers/ReminderExternalLinksView.swift (compact: one pill per link).
struct ReminderExternalLinksView: View {
    var attachedUrl: URL?
    var mailUrl: URL?
    var isCompact: Bool

    var body: some View {
        HStack {
            if let attachedUrl {
                Link(destination: attachedUrl) {
                    Image(systemName: "safari")
                    Text(attachedUrl.host ?? attachedUrl.absoluteString).lineLimit(1)
                }
            }
            if let mailUrl {
                Link(destination: mailUrl) {
                    Image(rmbSymbol: .envelope)
                }
            }
            Spacer()
        }
        .font(.footnote)
        .foregroundColor(.secondary)
    }
}

// Views/ReminderItemView/ReminderEllipsisMenuView/ReminderEllipsisMenuView.swift
struct ReminderEllipsisMenuView: View {
    @Binding var showingEditPopover: Bool
    @Binding var showingRemoveAlert: Bool
    var onCopyReminder: () -> Void

    var reminder: EKReminder
    var reminderHasChildren: Bool

    var body: some View {
        Menu {
            Button("Edit reminder") { showingEditPopover = true }
            Button("Copy") { onCopyReminder() }
            Divider()
            Button("Remove reminder") { showingRemoveAlert = true }
        } label: {
            Image(rmbSymbol: .ellipsis)
        }
        .frame(width: 16, height: 16)
        .padding(.top, 1)
        .padding(.trailing, 6)
    }
}

// Views/ReminderEditView/ReminderEditView.swift (the edit popover's form).
struct ReminderEditView: View {
    @Binding var isPresented: Bool
    let reminder: EKReminder
    let reminderHasChildren: Bool

    init(isPresented: Binding<Bool>, reminder: EKReminder, reminderHasChildren: Bool) {
        _isPresented = isPresented
        self.reminder = reminder
        self.reminderHasChildren = reminderHasChildren
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(reminder.title ?? "")
            Button("Done") { isPresented = false }
        }
        .padding()
        .frame(width: 300)
    }
}
