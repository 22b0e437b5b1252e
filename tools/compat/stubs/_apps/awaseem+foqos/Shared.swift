import SwiftUI
// Stubs for awaseem/foqos shared by its rows: Models/BlockedProfileSessions.swift (a SwiftData
// @Model there, a plain class here, only the stored times the rows read), Utils/DateFormatters.swift,
// Utils/ThemeManager.swift (its colour stored in @AppStorage there; here the default colour) and
// Models/Strategies/BlockingStrategy.swift with NFCBlockingStrategy.swift (the parts rows read).

final class BlockedProfileSession {
    var id: String
    var tag: String
    var startTime: Date
    var endTime: Date?
    var breakStartTime: Date?
    var breakEndTime: Date?

    init(id: String = UUID().uuidString, tag: String = "", startTime: Date, endTime: Date? = nil,
         breakStartTime: Date? = nil, breakEndTime: Date? = nil) {
        self.id = id
        self.tag = tag
        self.startTime = startTime
        self.endTime = endTime
        self.breakStartTime = breakStartTime
        self.breakEndTime = breakEndTime
    }

    var isActive: Bool { endTime == nil }

    var duration: TimeInterval {
        let end = endTime ?? Date()
        return end.timeIntervalSince(startTime)
    }
}

enum DateFormatters {
    static func formatDurationHoursMinutes(_ interval: TimeInterval) -> String {
        guard interval > 0 else { return "0m" }
        let totalSeconds = Int(interval)
        let hours = totalSeconds / 3600
        let minutes = (totalSeconds % 3600) / 60
        if hours > 0 {
            return "\(hours)h \(minutes)m"
        }
        return "\(minutes)m"
    }

    static func formatSessionDate(_ date: Date) -> String {
        let calendar = Calendar.current
        if calendar.isDateInToday(date) {
            return "Today"
        } else if calendar.isDateInYesterday(date) {
            return "Yesterday"
        }
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }
}

class ThemeManager: ObservableObject {
    static let shared = ThemeManager()

    static let availableColors: [(name: String, color: Color)] = [
        ("Grimace Purple", Color(hex: "#894fa3")),
        ("Ocean Blue", Color(hex: "#007aff")),
        ("Mint Fresh", Color(hex: "#00c6bf")),
    ]

    var themeColorName: String = "Grimace Purple"

    var themeColor: Color {
        Self.availableColors.first(where: { $0.name == themeColorName })?.color
            ?? Self.availableColors.first!.color
    }
}

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default: (a, r, g, b) = (1, 1, 1, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                  opacity: Double(a) / 255)
    }
}

protocol BlockingStrategy {
    static var id: String { get }
    var name: String { get }
    var description: String { get }
    var iconAssetName: String { get }
    var color: Color { get }

    var usesNFC: Bool { get }
    var usesQRCode: Bool { get }
    var hasTimer: Bool { get }
    var hasPauseMode: Bool { get }
    var startsManually: Bool { get }
    var isBeta: Bool { get }
}

enum BlockingStrategyTag: String, Hashable {
    case nfc, qr, timer, pause, manualStart, beta

    var title: String {
        switch self {
        case .nfc: return "NFC"
        case .qr: return "QR"
        case .timer: return "Timer"
        case .pause: return "Pause"
        case .manualStart: return "Manual Start"
        case .beta: return "Beta"
        }
    }
}

extension BlockingStrategy {
    var usesNFC: Bool { false }
    var usesQRCode: Bool { false }
    var hasTimer: Bool { false }
    var hasPauseMode: Bool { false }
    var startsManually: Bool { false }
    var isBeta: Bool { false }

    var tags: [BlockingStrategyTag] {
        var tags: [BlockingStrategyTag] = []
        if usesNFC { tags.append(.nfc) }
        if usesQRCode { tags.append(.qr) }
        if hasTimer { tags.append(.timer) }
        if hasPauseMode { tags.append(.pause) }
        if startsManually { tags.append(.manualStart) }
        if isBeta { tags.append(.beta) }
        return tags
    }
}

struct BlockingStrategyIconImage: View {
    let strategy: BlockingStrategy?

    var body: some View {
        Image(strategy?.iconAssetName ?? "FoqosStickerLogo")
            .resizable()
            .scaledToFit()
    }
}

class NFCBlockingStrategy: BlockingStrategy {
    static var id: String = "NFCBlockingStrategy"
    var name: String = "NFC Tags"
    var description: String = "Start by scanning an NFC tag. To stop, scan the same tag again."
    var iconAssetName: String = "NFCStickerLogo"
    var color: Color = .yellow
    var usesNFC: Bool = true
}

/// Strategies/NFCPauseTimerBlockingStrategy.swift, reduced: a beta strategy with a pause mode.
class NFCPauseTimerBlockingStrategy: BlockingStrategy {
    static var id: String = "NFCPauseTimerBlockingStrategy"
    var name: String = "NFC + Pause"
    var description: String = "Start with an NFC tag, pause for a while by scanning again."
    var iconAssetName: String = "NFCStickerLogo"
    var color: Color = .orange
    var usesNFC: Bool = true
    var hasPauseMode: Bool = true
    var isBeta: Bool = true
}
