import SwiftUI
// Stubs shared by the rows of DamascenoRafael/reminders-menubar (what they use from elsewhere in the app).

// Models/RmbSymbol.swift (the symbols the rows use; the app's macOS 13+/15+ names).
enum RmbSymbol {
    case flagFill
    case priorityHigh
    case priorityMedium
    case priorityLow
    case checkmark
    case circle
    case ellipsis
    case envelope
    case hashtag
    case link
    case recurrence
    case tray

    var name: String {
        switch self {
        case .flagFill: return "flag.fill"
        case .priorityHigh: return "exclamationmark.3"
        case .priorityMedium: return "exclamationmark.2"
        case .priorityLow: return "exclamationmark"
        case .checkmark: return "checkmark"
        case .circle: return "circle"
        case .ellipsis: return "ellipsis"
        case .envelope: return "envelope"
        case .hashtag: return "number"
        case .link: return "link"
        case .recurrence: return "repeat"
        case .tray: return "tray"
        }
    }
}

// Extensions/Image+Extensions.swift
extension Image {
    init(rmbSymbol: RmbSymbol) {
        self.init(systemName: rmbSymbol.name)
    }
}

// Resources/RmbColor.swift (the fixed colours; the app's asset-catalog ones by name).
enum RmbColor {
    case buttonHover
    case tagHighlight
    case dateHighlight
    case priorityHighlight
    case flaggedHighlight
    case expiredDate
    case successIndicator

    var color: Color {
        switch self {
        case .buttonHover: return Color("buttonHover")
        case .tagHighlight: return .purple
        case .dateHighlight: return .blue
        case .priorityHighlight: return .red
        case .flaggedHighlight: return .orange
        case .expiredDate: return .red
        case .successIndicator: return .green
        }
    }
}

// Extensions/Color+Extensions.swift
extension Color {
    static func rmbColor(_ key: RmbColor) -> Color {
        key.color
    }
}

// Views/Helpers/Modifiers/TagPillModifier.swift
struct TagPillModifier: ViewModifier {
    enum Size {
        case compact
        case regular
    }

    let size: Size

    private var fontSize: CGFloat { size == .compact ? 10 : 11 }
    private var horizontalPadding: CGFloat { size == .compact ? 5 : 6 }
    private var verticalPadding: CGFloat { size == .compact ? 1 : 3 }
    private var cornerRadius: CGFloat { size == .compact ? 4 : 6 }

    func body(content: Content) -> some View {
        content
            .font(.system(size: fontSize))
            .foregroundColor(Color.rmbColor(.tagHighlight))
            .padding(.horizontal, horizontalPadding)
            .padding(.vertical, verticalPadding)
            .background(Color.rmbColor(.tagHighlight).opacity(0.12))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
    }
}

// Resources/remindersLocalized.swift: the keys the rows use, with the app's English strings
// (Localizable.xcstrings).
enum RemindersMenuBarLocalizedKeys: String {
    case emptyListAllItemsCompletedMessage
    case emptyListNoUpcomingRemindersMessage
    case emptyListNoRecentRemindersMessage
    case emptyListSearchNoQueryMessage
    case emptyListSearchNoResultsMessage
    case copiedToastMessage
}

func rmbLocalized(_ key: RemindersMenuBarLocalizedKeys, arguments: CVarArg...) -> String {
    let english: [RemindersMenuBarLocalizedKeys: String] = [
        .emptyListAllItemsCompletedMessage: "All items completed",
        .emptyListNoUpcomingRemindersMessage: "No upcoming reminders",
        .emptyListNoRecentRemindersMessage: "No recent reminders",
        .emptyListSearchNoQueryMessage: "Type to search reminders",
        .emptyListSearchNoResultsMessage: "No results found",
        .copiedToastMessage: "Copied",
    ]
    let localizedString = english[key] ?? key.rawValue
    if arguments.isEmpty {
        return localizedString
    }
    return String(format: localizedString, arguments: arguments)
}
