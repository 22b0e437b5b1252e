import Foundation

#if !canImport(Darwin)
/// Foundation's `DateComponentsFormatter` ("1 hour, 5 minutes", "1h 5m", "1:05:03"), which
/// swift-corelibs-foundation declares unavailable: rows format durations with it. It formats
/// with Foundation's own `Duration` format styles (ICU's unit data, in the formatter's locale):
/// full → wide units, short → abbreviated, brief → condensed, abbreviated → narrow,
/// positional → the time pattern; spell-out is written as full. Weeks are the largest unit a
/// time interval is split into (a month or a year has no fixed length).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable { case positional = 0, abbreviated = 1, short = 2, full = 3, spellOut = 4, brief = 5 }
    /// Which zero units are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2), dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8), dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units to write (empty: all of them).
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units (0: no limit).
    open var maximumUnitCount = 0
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var calendar: Calendar? = Calendar(identifier: .gregorian)
    /// The locale to write in (its calendar's, else US English: a render reads no machine setting).
    open var locale: Locale {
        guard let set = calendar?.locale, !["", "root", "en_US_POSIX"].contains(set.identifier) else { return Locale(identifier: "en_US") }
        return set
    }
    open var formattingContext: Formatter.Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units = durationUnits
        var text: String
        if unitsStyle == .positional {
            let pad = zeroFormattingBehavior.contains(.pad) ? 2 : 1
            let seconds = Duration.seconds(Int64(ti.rounded(.towardZero)))
            if units.contains(.hours) || units.contains(.days) || units.contains(.weeks) {
                text = units.contains(.seconds) || !units.contains(.minutes)
                    ? seconds.formatted(.time(pattern: .hourMinuteSecond(padHourToLength: pad)).locale(locale))
                    : seconds.formatted(.time(pattern: .hourMinute(padHourToLength: pad)).locale(locale))
                if !zeroFormattingBehavior.contains(.pad), abs(ti) < 3600, units.contains(.minutes) {
                    text = seconds.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 1)).locale(locale))
                }
            } else {
                text = seconds.formatted(.time(pattern: .minuteSecond(padMinuteToLength: pad)).locale(locale))
            }
        } else {
            let width: Duration.UnitsFormatStyle.UnitWidth = switch unitsStyle {
            case .abbreviated: .narrow
            case .short: .abbreviated
            case .brief: .condensedAbbreviated
            case .full, .spellOut, .positional: .wide
            }
            let zeros: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy =
                zeroFormattingBehavior.contains(.pad) || zeroFormattingBehavior == .none ? .show(length: 1) : .hide
            let style = Duration.UnitsFormatStyle(allowedUnits: units, width: width, maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
                                                  zeroValueUnits: zeros, valueLength: nil, fractionalPart: .hide(rounded: .towardZero))
            text = Duration.seconds(Int64(ti.rounded(.towardZero))).formatted(style.locale(locale))
        }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }
    open func string(from components: DateComponents) -> String? {
        let seconds = Double(components.weekOfMonth ?? 0) * 604_800 + Double(components.day ?? 0) * 86_400 + Double(components.hour ?? 0) * 3_600
            + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
        return string(from: seconds)
    }
    open func string(from startDate: Date, to endDate: Date) -> String? { string(from: endDate.timeIntervalSince(startDate)) }
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let ti as TimeInterval: return string(from: ti)
        case let components as DateComponents: return string(from: components)
        default: return nil
        }
    }
    /// The formatter's units as `Duration`'s.
    private var durationUnits: Set<Duration.UnitsFormatStyle.Unit> {
        let all: [(NSCalendar.Unit, Duration.UnitsFormatStyle.Unit)] = [(.weekOfMonth, .weeks), (.weekOfYear, .weeks), (.day, .days),
                                                                      (.hour, .hours), (.minute, .minutes), (.second, .seconds), (.nanosecond, .nanoseconds)]
        let chosen = Set(all.filter { allowedUnits.contains($0.0) }.map(\.1))
        return chosen.isEmpty ? [.weeks, .days, .hours, .minutes, .seconds] : chosen
    }
}
#endif
