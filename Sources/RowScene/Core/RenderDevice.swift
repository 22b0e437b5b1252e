import Foundation

/// The device a render stands for, as app code asks Foundation about it: `Locale.current`,
/// `TimeZone.current`, `Calendar.current`, `Date.formatted()`, a `DateFormatter` nobody gave a
/// locale. On an iPhone those follow the device's settings; on Linux, Foundation has one
/// process-wide locale (en_001 with this toolchain, whatever the machine says) and the machine's
/// time zone. App files compiled through IOSSources get shims (`IOSSources.deviceShims`) that
/// read the device from here instead: the environment of the view being evaluated, else the
/// environment the render was asked for, else RowFrame's fixed defaults (en_US, UTC, Gregorian).
public enum RenderDevice {
    /// The environment a render was asked for, while it runs (set by the view graph).
    @TaskLocal static var requested: EnvironmentValues?
    static var environment: EnvironmentValues { EnvironmentValues.current ?? requested ?? EnvironmentValues() }
    public static var locale: Locale { environment.locale }
    public static var timeZone: TimeZone { environment.timeZone }
    /// The environment's calendar in the device's locale and time zone.
    public static var calendar: Calendar {
        var calendar = environment.calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    /// `NSLocalizedString` on the device: the key's translation in the render's string catalogs
    /// (the device's language), else `value`, else the key, as Foundation answers.
    public static func localizedString(_ key: String, table: String?, value: String) -> String {
        let env = environment
        return StringCatalog.translation(key, table: table, locale: env.locale, count: nil, in: env.stringCatalogs + StringCatalog.current)
            ?? (value.isEmpty ? key : value)
    }

    /// Foundation's process-wide locale: what a formatter nobody gave a locale holds.
    static let processLocaleIdentifier = Locale.current.identifier

    /// The formatter, if it still holds the locale and time zone a new formatter starts with
    /// (Foundation's process-wide ones), given the device's instead, as an iPhone's formatter
    /// starts with the device's.
    public static func adopt(_ formatter: DateFormatter) {
        if formatter.locale.identifier == processLocaleIdentifier { formatter.locale = locale }
        if formatter.timeZone == DateFormatter().timeZone { formatter.timeZone = timeZone }
    }
    public static func adopt(_ formatter: NumberFormatter) {
        if formatter.locale.identifier == processLocaleIdentifier { formatter.locale = locale }
    }
    /// A date format style in the device's locale, calendar and time zone.
    public static func dateStyle(date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
    }
    /// `style` in the device's locale where it holds Foundation's process locale.
    public static func adopting(_ style: Date.FormatStyle) -> Date.FormatStyle {
        var style = style
        if style.locale.identifier == processLocaleIdentifier { style.locale = locale }
        return style
    }
}
