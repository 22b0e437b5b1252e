// `import EventKit` for rows that show calendar events and reminders: the model objects an app
// fills and hands to its rows. A render reads no calendar: an event store holds only what code
// saves to it, and access is never granted.
import Foundation
import RowScene

/// What a calendar holds.
public enum EKEntityType: Int, Sendable, Hashable { case event, reminder }

/// Access to the user's calendars (a render is never granted it).
public enum EKAuthorizationStatus: Int, Sendable, Hashable { case notDetermined, restricted, denied, authorized, fullAccess, writeOnly }

/// A store of calendars, events and reminders: in memory, holding what code saves to it.
public final class EKEventStore: @unchecked Sendable {
    public private(set) var savedEvents: [EKEvent] = []
    public private(set) var savedReminders: [EKReminder] = []
    public init() {}
    public static func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }
    /// Denied: a render reads no calendar.
    public func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    public func requestFullAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    public func requestFullAccessToReminders(completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    public func save(_ event: EKEvent, span: EKSpan) throws { if !savedEvents.contains(where: { $0 === event }) { savedEvents.append(event) } }
    public func save(_ reminder: EKReminder, commit: Bool) throws { if !savedReminders.contains(where: { $0 === reminder }) { savedReminders.append(reminder) } }
    public func remove(_ event: EKEvent, span: EKSpan) throws { savedEvents.removeAll { $0 === event } }
    public func remove(_ reminder: EKReminder, commit: Bool) throws { savedReminders.removeAll { $0 === reminder } }
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    public var defaultCalendarForNewEvents: EKCalendar? { nil }
    public func defaultCalendarForNewReminders() -> EKCalendar? { nil }
}

/// Which occurrences a change applies to.
public enum EKSpan: Int, Sendable, Hashable { case thisEvent, futureEvents }

/// A calendar: its title and color.
public final class EKCalendar: @unchecked Sendable, Hashable {
    public let allowedEntityTypes: EKEntityType
    public var title = ""
    public var cgColor: CGColor = UIColor.systemBlue.cgColor
    public let calendarIdentifier = UUID().uuidString
    public init(for entityType: EKEntityType, eventStore: EKEventStore) { allowedEntityTypes = entityType }
    public static func == (a: EKCalendar, b: EKCalendar) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// What events and reminders share.
public class EKCalendarItem: @unchecked Sendable {
    public var title: String! = ""
    public var calendar: EKCalendar!
    public var notes: String?
    public var location: String?
    public var url: URL?
    public var timeZone: TimeZone?
    public var alarms: [EKAlarm]?
    public var recurrenceRules: [EKRecurrenceRule]?
    public var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    public var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    public var hasNotes: Bool { !(notes ?? "").isEmpty }
    public let calendarItemIdentifier = UUID().uuidString
    init() {}
}

public final class EKEvent: EKCalendarItem, Hashable {
    public var startDate: Date! = Date(timeIntervalSince1970: 0)
    public var endDate: Date! = Date(timeIntervalSince1970: 0)
    public var isAllDay = false
    public var eventIdentifier: String! { calendarItemIdentifier }
    public init(eventStore: EKEventStore) { super.init() }
    public static func == (a: EKEvent, b: EKEvent) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A reminder's priority (iCalendar's: 1 high, 5 medium, 9 low, 0 none).
public enum EKReminderPriority: UInt, Sendable, Hashable { case none = 0, high = 1, medium = 5, low = 9 }

public final class EKReminder: EKCalendarItem, Hashable {
    public var isCompleted = false
    public var completionDate: Date?
    /// 0 none, 1–4 high, 5 medium, 6–9 low.
    public var priority = 0
    public var startDateComponents: DateComponents?
    public var dueDateComponents: DateComponents?
    public init(eventStore: EKEventStore) { super.init() }
    public static func == (a: EKReminder, b: EKReminder) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

public final class EKAlarm: @unchecked Sendable {
    public var relativeOffset: TimeInterval
    public var absoluteDate: Date?
    public init(relativeOffset: TimeInterval) { self.relativeOffset = relativeOffset }
    public init(absoluteDate: Date) { relativeOffset = 0; self.absoluteDate = absoluteDate }
}

public enum EKRecurrenceFrequency: Int, Sendable, Hashable { case daily, weekly, monthly, yearly }

public final class EKRecurrenceRule: @unchecked Sendable {
    public let frequency: EKRecurrenceFrequency
    public let interval: Int
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) { frequency = type; self.interval = interval }
}

public final class EKRecurrenceEnd: @unchecked Sendable {
    public let endDate: Date?
    public let occurrenceCount: Int
    public init(end: Date) { endDate = end; occurrenceCount = 0 }
    public init(occurrenceCount: Int) { endDate = nil; self.occurrenceCount = occurrenceCount }
}
