extension IOSSources {
    /// The file written beside an app's rewritten files (`deviceShimsFileName`): Foundation's
    /// "current" APIs as an iPhone answers them — the device's locale, time zone and calendar
    /// (RowScene's `RenderDevice`: the environment being rendered), where Linux's Foundation has one
    /// process-wide locale and the machine's time zone. Its declarations are the module's own, so
    /// they shadow Foundation's for the app's files: `Locale.current`, `TimeZone.current`,
    /// `Calendar.current` (and their autoupdating forms), `Date.formatted()`,
    /// `Date.formatted(date:time:)`, `.dateTime`, date styles made with `Date.FormatStyle(...)`
    /// formatted through `formatted(_:)`, `.currency(code:)`, `DateFormatter`/`NumberFormatter`
    /// left at the process defaults, and `NSLocalizedString` (read in the render's string catalogs).
    public static let deviceShimsFileName = "RowFrameDevice.swift"
    public static let deviceShims = """
    // Written by RowFrame's IOSSources: Foundation's current locale, time zone and calendar as the
    // device a render stands for has them (see RenderDevice). Not part of the app. Names are
    // module-qualified, so an app's own `Locale` or `Calendar` type is left alone.
    import Foundation
    import SwiftUI

    extension Foundation.Locale {
        static var current: Foundation.Locale { SwiftUI.RenderDevice.locale }
        static var autoupdatingCurrent: Foundation.Locale { SwiftUI.RenderDevice.locale }
    }
    extension Foundation.TimeZone {
        static var current: Foundation.TimeZone { SwiftUI.RenderDevice.timeZone }
        static var autoupdatingCurrent: Foundation.TimeZone { SwiftUI.RenderDevice.timeZone }
    }
    extension Foundation.Calendar {
        static var current: Foundation.Calendar { SwiftUI.RenderDevice.calendar }
        static var autoupdatingCurrent: Foundation.Calendar { SwiftUI.RenderDevice.calendar }
    }
    extension Foundation.Date {
        func formatted() -> String { formatted(SwiftUI.RenderDevice.dateStyle(date: .numeric, time: .shortened)) }
        func formatted(date: Foundation.Date.FormatStyle.DateStyle, time: Foundation.Date.FormatStyle.TimeStyle) -> String {
            formatted(SwiftUI.RenderDevice.dateStyle(date: date, time: time))
        }
        func formatted(_ style: Foundation.Date.FormatStyle) -> String { SwiftUI.RenderDevice.adopting(style).format(self) }
    }
    extension Foundation.FormatStyle where Self == Foundation.Date.FormatStyle {
        static var dateTime: Foundation.Date.FormatStyle { SwiftUI.RenderDevice.dateStyle() }
    }
    extension Foundation.FormatStyle where Self == Foundation.FloatingPointFormatStyle<Double>.Currency {
        static func currency(code: String) -> Self { Foundation.FloatingPointFormatStyle<Double>.Currency(code: code, locale: SwiftUI.RenderDevice.locale) }
    }
    extension Foundation.FormatStyle where Self == Foundation.IntegerFormatStyle<Int>.Currency {
        static func currency(code: String) -> Self { Foundation.IntegerFormatStyle<Int>.Currency(code: code, locale: SwiftUI.RenderDevice.locale) }
    }
    extension Foundation.FormatStyle where Self == Foundation.Decimal.FormatStyle.Currency {
        static func currency(code: String) -> Self { Foundation.Decimal.FormatStyle.Currency(code: code, locale: SwiftUI.RenderDevice.locale) }
    }
    func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Foundation.Bundle = Foundation.Bundle.main, value: String = "", comment: String) -> String {
        SwiftUI.RenderDevice.localizedString(key, table: tableName, value: value)
    }
    extension Foundation.DateFormatter {
        func string(from date: Foundation.Date) -> String {
            SwiftUI.RenderDevice.adopt(self)
            return (self as Foundation.Formatter).string(for: date) ?? ""
        }
    }
    extension Foundation.NumberFormatter {
        func string(from number: Foundation.NSNumber) -> String? {
            SwiftUI.RenderDevice.adopt(self)
            return (self as Foundation.Formatter).string(for: number)
        }
    }

    """
}
