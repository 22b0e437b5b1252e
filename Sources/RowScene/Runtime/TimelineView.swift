import Foundation

/// When a `TimelineView` updates: its entries from a start date. Views read the latest entry at
/// or before the frame's date (`EnvironmentValues.now` plus the frame's time) — the virtual
/// clock, never the machine's.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update (RowFrame always renders at the normal rate).
public enum TimelineScheduleMode: Sendable, Hashable { case normal, lowFrequency }

/// Every frame (`.animation`): the frame's own date.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) { self.minimumInterval = minimumInterval; self.paused = paused }
    /// Entries every `minimumInterval` (or every 1/60 s) from the start.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: startDate, by: minimumInterval ?? 1.0 / 60).entries(from: startDate, mode: mode)
    }
}

/// Every `interval` seconds from a date (`.periodic(from:by:)`, `.everyMinute`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: Double
    public init(from startDate: Date, by interval: TimeInterval) { start = startDate; self.interval = interval }
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: Double
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: start, interval: interval > 0 ? interval : 1)
    }
    /// The latest entry at or before `date` (the start itself before it).
    func entry(at date: Date) -> Date {
        guard interval > 0, date > start else { return start }
        let n = (date.timeIntervalSince(start) / interval).rounded(.down)
        return start.addingTimeInterval(n * interval)
    }
}

/// Updates at the given dates (`.explicit(_:)`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60).entries(from: startDate, mode: mode)
    }
}

/// A view rebuilt on a schedule from the virtual clock (SwiftUI's `TimelineView`): its content
/// sees the schedule's latest date at or before the frame's (`.animation`: the frame's date).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is built from.
    public struct Context {
        /// How often the view updates.
        public enum Cadence: Sendable, Comparable { case live, seconds, minutes }
        public let date: Date
        public let cadence: Cadence
    }
    let schedule: Schedule
    let content: (Context) -> Content
    @Environment(\.now) var start
    @Environment(\.time) var time

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) where Content == ViewList {
        self.schedule = schedule; self.content = content
    }

    public var body: some View {
        let now = start.addingTimeInterval(time)
        return content(Context(date: entry(at: now), cadence: cadence))
    }

    private var cadence: Context.Cadence {
        switch schedule {
        case is AnimationTimelineSchedule: return .live
        case is EveryMinuteTimelineSchedule: return .minutes
        default: return .seconds
        }
    }

    /// The latest entry at or before `date`: computed for the built-in periodic schedules, else
    /// found by walking the entries (at most `TimelineView.maxEntries` of them).
    private func entry(at date: Date) -> Date {
        switch schedule {
        case is AnimationTimelineSchedule where (schedule as? AnimationTimelineSchedule)?.minimumInterval == nil: return date
        case let periodic as PeriodicTimelineSchedule: return periodic.entry(at: date)
        default:
            var latest = start
            var n = 0
            for entry in schedule.entries(from: start, mode: .normal) {
                guard entry <= date, n < TimelineViewLimits.maxEntries else { break }
                latest = entry
                n += 1
            }
            return latest
        }
    }
}

/// How far a schedule's entries are walked to find the current one.
enum TimelineViewLimits {
    static let maxEntries = 1_000_000
}
