import SwiftUI
// Stub of NimbleKit's NimbleExtensions module (khcrysalis/Feather's local package): the API
// corpus rows use. Test double.

extension String {
    static public func localized(_ name: String) -> String {
        NSLocalizedString(name, comment: "")
    }

    static public func localized(_ name: String, arguments: CVarArg...) -> String {
        String(format: NSLocalizedString(name, comment: ""), arguments: arguments)
    }

    public func localized() -> String {
        String.localized(self)
    }
}

extension LocalizedStringKey {
    static public func localized(_ key: String) -> LocalizedStringKey {
        LocalizedStringKey(key)
    }
}

extension Color {
    static public func expiration(days: Int) -> Color {
        switch days {
        case ..<14: return .red
        case 14..<30: return .orange
        case 30..<60: return .yellow
        default: return .green
        }
    }
}

extension Date {
    public struct ExpirationInfo {
        public let formatted: String
        public let color: Color
        public let icon: String

        public init(formatted: String, color: Color, icon: String) {
            self.formatted = formatted
            self.color = color
            self.icon = icon
        }
    }

    /// Days (or hours, minutes) left until this date, coloured like the app's expiration pills.
    public func expirationInfo(from now: Date = Date()) -> ExpirationInfo {
        let timeLeft = timeIntervalSince(now)
        guard timeLeft > 0 else {
            return ExpirationInfo(formatted: .localized("Expired"), color: .gray, icon: "xmark.octagon")
        }
        let daysLeft = Int(timeLeft / 86400)
        let formatted: String
        if timeLeft < 3600 {
            formatted = "\(Int(timeLeft / 60)) minutes"
        } else if timeLeft < 86400 {
            formatted = "\(Int(timeLeft / 3600)) hours"
        } else {
            formatted = "\(daysLeft) days"
        }
        return ExpirationInfo(formatted: formatted, color: .expiration(days: daysLeft), icon: "clock")
    }
}
