import Foundation

/// How `Text` turns dates and values into strings: in the environment's locale, time zone and
/// calendar, relative to the environment's clock (`now` plus the frame's `time`), never the
/// machine's.
enum TextFormatting {
    /// The environment's clock.
    static func now(_ env: EnvironmentValues) -> Date { env.now.addingTimeInterval(env.time) }

    static func format(_ date: Date, style: Text.DateStyle, _ env: EnvironmentValues) -> String {
        switch style {
        case .time:
            return Date.FormatStyle(date: .omitted, time: .shortened, locale: env.locale, calendar: env.calendar, timeZone: env.timeZone)
                .format(date)
        case .date:
            return Date.FormatStyle(date: .long, time: .omitted, locale: env.locale, calendar: env.calendar, timeZone: env.timeZone)
                .format(date)
        case .relative:
            return units(from: now(env), to: date, env).prefix(2).map(\.text).joined(separator: ", ")
        case .offset:
            let sign = date >= now(env) ? "+" : "-"
            return sign + (units(from: now(env), to: date, env).first?.text ?? "0 seconds")
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now(env))).rounded(.down))
            let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
    }

    /// A date range, as `Date.IntervalFormatStyle` writes it in the environment's locale: the
    /// times alone within one day ("7:41 AM – 4:19 PM", as SwiftUI's `Text(range)` shows one),
    /// dates and times across days.
    /// `subject` written by `formatter` as it is set up, except that a locale, time zone or
    /// calendar left at the machine's current one is the environment's (a copy is changed).
    static func format(_ subject: Any, _ formatter: Formatter, _ env: EnvironmentValues) -> String {
        switch formatter {
        case let dates as DateFormatter:
            let copy = dates.copy() as! DateFormatter
            if copy.locale.identifier == Locale.current.identifier { copy.locale = env.locale }
            if copy.timeZone == TimeZone.current { copy.timeZone = env.timeZone }
            if copy.calendar.identifier == Calendar.current.identifier { copy.calendar = env.calendar }
            return copy.string(for: subject) ?? ""
        case let numbers as NumberFormatter:
            let copy = numbers.copy() as! NumberFormatter
            if copy.locale.identifier == Locale.current.identifier { copy.locale = env.locale }
            return copy.string(for: subject) ?? ""
        default:
            return formatter.string(for: subject) ?? ""
        }
    }

    static func format(_ dates: ClosedRange<Date>, _ env: EnvironmentValues) -> String {
        var calendar = env.calendar
        calendar.timeZone = env.timeZone
        let sameDay = calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
        return Date.IntervalFormatStyle(date: sameDay ? .omitted : .abbreviated, time: .shortened, locale: env.locale, calendar: env.calendar,
                                        timeZone: env.timeZone).format(dates.lowerBound..<dates.upperBound)
    }

    /// A value in a format style, with the environment's locale (and for dates its calendar and
    /// time zone) applied where the style's type allows.
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F, _ env: EnvironmentValues) -> String where F.FormatOutput == String {
        if let adaptable = format as? any EnvironmentAdaptableFormat, let adapted = adaptable.adapted(to: env) as? F {
            return adapted.format(input)
        }
        return format.format(input)
    }

    /// A number written in decimal digits (`-1234`, `3.140000`) as a localized format writes it in
    /// the environment's locale: its grouping and decimal separators ("-1,234", "3.140000" in
    /// en_US; "1.234" in de_DE). The digits stay as given.
    static func localizedNumber(_ digits: String, _ env: EnvironmentValues) -> String {
        // Most numbers shown are whole and under 1,000: written as they are, with no separator
        // (asking the locale for one costs more than the rest).
        var wholeDigits = 0
        for byte in digits.utf8 {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { wholeDigits += 1 }
            else if !(byte == UInt8(ascii: "-") && wholeDigits == 0) { wholeDigits = .max; break }
        }
        if wholeDigits <= 3 { return digits }
        let negative = digits.hasPrefix("-")
        let unsigned = negative ? String(digits.dropFirst()) : digits
        let parts = unsigned.split(separator: ".", maxSplits: 1)
        guard let whole = parts.first, whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber) else { return digits }
        var grouped = ""
        if whole.count > 3 {
            let grouping = env.locale.groupingSeparator ?? ","
            for (i, c) in whole.enumerated() {
                if i > 0, (whole.count - i) % 3 == 0 { grouped += grouping }
                grouped.append(c)
            }
        } else {
            grouped = String(whole)
        }
        let fraction = parts.count > 1 ? (env.locale.decimalSeparator ?? ".") + parts[1] : ""
        return (negative ? "-" : "") + grouped + fraction
    }

    /// The nonzero calendar units between two dates, largest first ("2 hours", "23 minutes"),
    /// in English.
    static func units(from a: Date, to b: Date, _ env: EnvironmentValues) -> [(unit: Calendar.Component, text: String)] {
        var calendar = env.calendar
        calendar.timeZone = env.timeZone
        let (start, end) = a <= b ? (a, b) : (b, a)
        let order: [(Calendar.Component, String)] = [(.year, "year"), (.month, "month"), (.weekOfMonth, "week"), (.day, "day"),
                                                     (.hour, "hour"), (.minute, "minute"), (.second, "second")]
        let c = calendar.dateComponents(Set(order.map(\.0)), from: start, to: end)
        return order.compactMap { unit, name in
            guard let v = c.value(for: unit), v != 0 else { return nil }
            return (unit, "\(v) \(name)\(v == 1 ? "" : "s")")
        }
    }
}

/// Format styles whose locale (and calendar, time zone) `Text` sets from the environment, as
/// SwiftUI does.
protocol EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any
}

extension Date.FormatStyle: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any {
        var f = self.locale(env.locale)
        f.calendar = env.calendar
        f.timeZone = env.timeZone
        return f
    }
}
extension IntegerFormatStyle: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
extension IntegerFormatStyle.Percent: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
extension IntegerFormatStyle.Currency: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
extension FloatingPointFormatStyle: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
extension FloatingPointFormatStyle.Percent: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
extension FloatingPointFormatStyle.Currency: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
extension Decimal.FormatStyle: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
extension Decimal.FormatStyle.Currency: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
extension Decimal.FormatStyle.Percent: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
