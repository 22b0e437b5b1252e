import Foundation

/// Errors in design-system data: where (a JSON path, when the data came from a file) and
/// what, on one line.
public struct DesignError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let problem: String
    public init(path: String = "", _ problem: String) { self.path = path; self.problem = problem }
    public var message: String { path.isEmpty ? problem : "\(path): \(problem)" }
    public var description: String { message }
}

/// US-dollar amounts as the design system shows them (NumberFormatter .currency, en_US): grouping,
/// two decimals, rounded half away from zero to the cent.
public enum CurrencyFormat {
    /// "$3,500.00" for 3500; the sign is dropped (see `signed`).
    public static func usd(_ amount: Double) throws(DesignError) -> String {
        guard amount.isFinite else { throw DesignError("amount must be a finite number, found \(amount)") }
        guard abs(amount) < 1e15 else { throw DesignError("amount \(amount) is too large to show") }
        let cents = Int64((abs(amount) * 100).rounded(.toNearestOrAwayFromZero))
        let dollars = String(cents / 100)
        var grouped = ""
        for (i, ch) in dollars.enumerated() {
            if i > 0, (dollars.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(ch)
        }
        let c = cents % 100
        return "$" + grouped + "." + (c < 10 ? "0" : "") + String(c)
    }

    /// "+ $3,500.00" for income, "- $6.45" for expenses, "$0.00" for zero.
    public static func signed(_ amount: Double) throws(DesignError) -> String {
        let body = try usd(amount)
        if body == "$0.00" { return body }
        return (amount > 0 ? "+ " : "- ") + body
    }
}

/// Count badges with the design's pluralization: "1 transaction", "3 transactions".
public enum CountLabel {
    public static func text(_ count: Int, _ pluralLabel: String) -> String {
        "\(count) \(count == 1 ? String(pluralLabel.dropLast()) : pluralLabel)"
    }
}

/// Section-header titles for transaction days: "TODAY, NOV 22", "YESTERDAY, NOV 21",
/// otherwise "MON, NOV 17" — relative to a given now and time zone, in English.
public struct DayTitles: Sendable {
    public let now: Date
    public let calendar: Calendar

    public init(now: Date, timeZone: TimeZone) {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        self.now = now; calendar = c
    }

    static let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
    static let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

    /// The start of the day containing `date`.
    public func day(_ date: Date) -> Date { calendar.startOfDay(for: date) }

    public func title(_ date: Date) -> String {
        let parts = calendar.dateComponents([.month, .day, .weekday], from: date)
        let monthDay = "\(Self.months[parts.month! - 1]) \(parts.day!)"
        let days = calendar.dateComponents([.day], from: day(date), to: day(now)).day ?? 0
        switch days {
        case 0: return "TODAY, " + monthDay
        case 1: return "YESTERDAY, " + monthDay
        default: return "\(Self.weekdays[parts.weekday! - 1]), " + monthDay
        }
    }

    /// "9:41 AM": the time of day, as `.formatted(date: .omitted, time: .shortened)` in en_US.
    public func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let h = parts.hour!, m = parts.minute!
        return "\(h % 12 == 0 ? 12 : h % 12):\(m < 10 ? "0" : "")\(m) \(h < 12 ? "AM" : "PM")"
    }
}
