import Foundation

#if !canImport(Darwin)
/// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "in 3 days", "yesterday"), which
/// swift-corelibs-foundation lacks: rows format timestamps with it. It formats with Foundation's
/// own `Date.AnchoredRelativeFormatStyle` (ICU's relative-date data), mapping Apple's styles to
/// ICU's widths as Apple does: full → long, short → short, abbreviated → narrow.
/// `localizedString(fromTimeInterval:)` and `localizedString(from:)` measure from a fixed
/// reference date, not the clock, so they are deterministic; `string(for:)` is relative to
/// now, as Apple's is — pass both dates to `localizedString(for:relativeTo:)` in rows you snapshot.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers only ("1 day ago"), or phrases where the language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable { case numeric = 0, named = 1 }
    /// How units are written: "2 hours ago", "two hours ago", "2 hr. ago", "2h ago".
    public enum UnitsStyle: Int, Sendable { case full = 0, spellOut = 1, short = 2, abbreviated = 3 }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// `date` relative to `referenceDate`: "2 hours ago" when it is two hours before.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        var calendar = self.calendar ?? Calendar(identifier: .gregorian)
        calendar.locale = locale
        var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric,
                                                     unitsStyle: Self.units(unitsStyle), locale: locale ?? Locale(identifier: "en_US"),
                                                     calendar: calendar)
        if formattingContext == .beginningOfSentence || formattingContext == .standalone || formattingContext == .listItem {
            style.capitalizationContext = .beginningOfSentence
        }
        return style.format(referenceDate)
    }

    /// An interval from now, measured from a fixed reference date: "in 5 minutes" for 300.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        localizedString(for: Self.reference.addingTimeInterval(timeInterval), relativeTo: Self.reference)
    }

    /// Components from now, measured from a fixed reference date: "3 weeks ago" for weekOfMonth -3.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let target = (calendar ?? Calendar(identifier: .gregorian)).date(byAdding: dateComponents, to: Self.reference) ?? Self.reference
        return localizedString(for: target, relativeTo: Self.reference)
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// 2001-01-01 00:00 UTC: what clock-free formatting measures from.
    static let reference = Date(timeIntervalSinceReferenceDate: 0)

    static func units(_ style: UnitsStyle) -> Date.RelativeFormatStyle.UnitsStyle {
        switch style {
        case .full: return .wide
        case .spellOut: return .spellOut
        case .short: return .abbreviated
        case .abbreviated: return .narrow
        }
    }
}
#endif
