import SwiftUI
// Stubs shared by the rows of exyte/Chat (what they use from elsewhere in the ExyteChat package).

// Theme/ChatTheme.swift: the parts of the theme the rows read. The package reads its colours
// and some icons from its asset catalog; the stub gives the catalog's light values and names.
struct ChatTheme: Sendable {
    struct Colors: Sendable {
        var messageReadStatus = Color(red: 0x00 / 255, green: 0x7A / 255, blue: 0xFF / 255)
        var statusError = Color(red: 0xFE / 255, green: 0x4E / 255, blue: 0x59 / 255)
        var statusGray = Color(red: 0x61 / 255, green: 0x65 / 255, blue: 0x71 / 255)
        var sendButtonBackground = Color(red: 0x49 / 255, green: 0x62 / 255, blue: 0xFF / 255)
    }

    struct Images: Sendable {
        struct Message: Sendable {
            var error = Image(systemName: "exclamationmark.circle.fill")
            var read = Image("checkAll")
            var sending = Image(systemName: "clock")
            var delivered = Image("checkAll")
            var sent = Image("check")
        }
        var message = Message()
    }

    var colors = Colors()
    var images = Images()
}

struct ChatThemeKey: EnvironmentKey {
    static let defaultValue = ChatTheme()
}

extension EnvironmentValues {
    var chatTheme: ChatTheme {
        get { self[ChatThemeKey.self] }
        set { self[ChatThemeKey.self] = newValue }
    }
}

// Model/Draft.swift (medias are ExyteMediaPicker's Media, giphyMedia GiphyUISDK's GPHMedia in
// the package; the stub keeps them opaque).
struct DraftMessage: Sendable {
    var id: String?
    let text: String
    let medias: [String]
    let giphyMedia: String?
    let recording: String?
    let replyMessage: String?
    let createdAt: Date
}

// Model/Message.swift: the status of a message.
struct Message {
    enum Status: Equatable, Hashable, Sendable {
        case sending
        case sent
        case delivered
        case readBy([String]) // user ids
        case error(DraftMessage)

        func hash(into hasher: inout Hasher) {
            switch self {
            case .sending: hasher.combine("sending")
            case .sent: hasher.combine("sent")
            case .delivered: hasher.combine("delivered")
            case .readBy: hasher.combine("read")
            case .error: hasher.combine("error")
            }
        }

        static func == (lhs: Status, rhs: Status) -> Bool {
            switch (lhs, rhs) {
            case (.sending, .sending), (.sent, .sent), (.delivered, .delivered), (.error, .error): return true
            case (.readBy(let r1), .readBy(let r2)): return r1 == r2
            default: return false
            }
        }
    }
}

// Extensions/View+Extensions.swift
extension View {
    func viewSize(_ size: CGFloat) -> some View {
        self.frame(width: size, height: size)
    }
}
