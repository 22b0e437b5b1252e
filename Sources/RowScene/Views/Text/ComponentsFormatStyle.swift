import Foundation

#if !canImport(Darwin)
/// A date range written as its length in calendar units ("2 hours, 5 minutes", "2h 5m"), as
/// Foundation's `Date.ComponentsFormatStyle` (iOS 18) writes it: `.components(style:fields:)`.
/// Linux's Foundation declares that type without making it a format style, so this one has a
/// name of its own. It writes the range's length with Foundation's `Duration` units, weeks the
/// largest.
public struct DateRangeComponentsFormatStyle: FormatStyle, Sendable {
    /// How units are written.
    public enum Style: String, Codable, Hashable, Sendable { case wide, abbreviated, condensedAbbreviated, narrow, spellOut }
    /// A unit to write.
    public struct Field: Codable, Hashable, Sendable {
        let name: String
        public static let year = Field(name: "year"), month = Field(name: "month"), week = Field(name: "week"), day = Field(name: "day")
        public static let hour = Field(name: "hour"), minute = Field(name: "minute"), second = Field(name: "second")
        /// The duration unit it is written in (none for years and months, which have no fixed length).
        var unit: Duration.UnitsFormatStyle.Unit? {
            ["week": .weeks, "day": .days, "hour": .hours, "minute": .minutes, "second": .seconds][name]
        }
    }
    public var style: Style
    public var fields: Set<Field>?
    public var locale: Locale
    public var calendar: Calendar
    public init(style: Style, locale: Locale = Locale(identifier: "en_US"), calendar: Calendar = Calendar(identifier: .gregorian),
                fields: Set<Field>? = nil) {
        self.style = style; self.locale = locale; self.calendar = calendar; self.fields = fields
    }
    public func format(_ value: Range<Date>) -> String {
        let width: Duration.UnitsFormatStyle.UnitWidth = switch style {
        case .wide, .spellOut: .wide
        case .abbreviated: .abbreviated
        case .condensedAbbreviated: .condensedAbbreviated
        case .narrow: .narrow
        }
        let units = Set((fields ?? [.week, .day, .hour, .minute, .second]).compactMap(\.unit))
        let seconds = Int64(value.upperBound.timeIntervalSince(value.lowerBound).rounded(.towardZero))
        return Duration.seconds(seconds).formatted(Duration.UnitsFormatStyle(allowedUnits: units.isEmpty ? [.seconds] : units, width: width,
                                                                             fractionalPart: .hide(rounded: .towardZero)).locale(locale))
    }
    public func locale(_ locale: Locale) -> DateRangeComponentsFormatStyle { var s = self; s.locale = locale; return s }
}
extension FormatStyle where Self == DateRangeComponentsFormatStyle {
    public static func components(style: DateRangeComponentsFormatStyle.Style, fields: Set<DateRangeComponentsFormatStyle.Field>? = nil) -> Self {
        DateRangeComponentsFormatStyle(style: style, fields: fields)
    }
}
#endif
