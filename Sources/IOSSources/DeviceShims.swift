extension IOSSources {
    /// The file written beside an app's rewritten files (`deviceShimsFileName`): Foundation's
    /// "current" APIs as an iPhone answers them — the device's locale, time zone and calendar
    /// (RowScene's `RenderDevice`: the environment being rendered), where Linux's Foundation has one
    /// process-wide locale and the machine's time zone. Its declarations are the module's own, so
    /// they shadow Foundation's for the app's files: `Locale.current`, `TimeZone.current`,
    /// `Calendar.current` (and their autoupdating forms), `Date.formatted()`,
    /// `Date.formatted(date:time:)`, `.dateTime`, date styles made with `Date.FormatStyle(...)`
    /// formatted through `formatted(_:)`, `.currency(code:)`, and `DateFormatter`/`NumberFormatter`
    /// left at the process defaults.
    public static let deviceShimsFileName = "RowFrameDevice.swift"
    public static let deviceShims = """
    // Written by RowFrame's IOSSources: Foundation's current locale, time zone and calendar as the
    // device a render stands for has them (see RenderDevice). Not part of the app.
    import Foundation
    import SwiftUI

    extension Locale {
        static var current: Locale { RenderDevice.locale }
        static var autoupdatingCurrent: Locale { RenderDevice.locale }
    }
    extension TimeZone {
        static var current: TimeZone { RenderDevice.timeZone }
        static var autoupdatingCurrent: TimeZone { RenderDevice.timeZone }
    }
    extension Calendar {
        static var current: Calendar { RenderDevice.calendar }
        static var autoupdatingCurrent: Calendar { RenderDevice.calendar }
    }
    extension Date {
        func formatted() -> String { formatted(RenderDevice.dateStyle(date: .numeric, time: .shortened)) }
        func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
            formatted(RenderDevice.dateStyle(date: date, time: time))
        }
        func formatted(_ style: Date.FormatStyle) -> String { RenderDevice.adopting(style).format(self) }
    }
    extension FormatStyle where Self == Date.FormatStyle {
        static var dateTime: Date.FormatStyle { RenderDevice.dateStyle() }
    }
    extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
        static func currency(code: String) -> Self { FloatingPointFormatStyle<Double>.Currency(code: code, locale: RenderDevice.locale) }
    }
    extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
        static func currency(code: String) -> Self { IntegerFormatStyle<Int>.Currency(code: code, locale: RenderDevice.locale) }
    }
    extension FormatStyle where Self == Decimal.FormatStyle.Currency {
        static func currency(code: String) -> Self { Decimal.FormatStyle.Currency(code: code, locale: RenderDevice.locale) }
    }
    extension DateFormatter {
        func string(from date: Date) -> String {
            RenderDevice.adopt(self)
            return (self as Formatter).string(for: date) ?? ""
        }
    }
    extension NumberFormatter {
        func string(from number: NSNumber) -> String? {
            RenderDevice.adopt(self)
            return (self as Formatter).string(for: number)
        }
    }

    """
}
