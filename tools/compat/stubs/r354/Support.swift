import SimpleLoginPackage
import SwiftUI
// Stubs for simple-login/Simple-Login-iOS SimpleLogin/Modules/Main/Aliases/AliasCompactView.swift:
// what the row uses from the app: Utils/GlobalConstants.swift (kAliasDisplayMode), AliasDisplayMode
// (Modules/Main/Settings/SettingsView.swift), Models/Action.swift, Utils/LabelExtensions.swift,
// Supporting Views/DeleteMenuButton.swift (without its haptic), AliasEmailView (the full-screen
// alias it presents, reduced to the address) and Color.slPurple (the AccentColor asset, #EE307C).

let kAliasDisplayMode = "AliasDisplayMode"

enum AliasDisplayMode: Int, CaseIterable {
    case `default` = 0, comfortable, compact
}

extension ActivityAction {
    var iconSystemName: String {
        switch self {
        case .bounced, .block: return "nosign"
        case .reply: return "arrowshape.turn.up.left.fill"
        case .forward: return "paperplane.fill"
        }
    }

    var color: Color {
        switch self {
        case .bounced, .block: return .red
        case .reply: return .blue
        case .forward: return .green
        }
    }

    var title: String {
        switch self {
        case .forward: return "Forward"
        case .reply: return "Reply"
        case .block: return "Block"
        case .bounced: return "Bounced"
        }
    }
}

extension Label where Title == Text, Icon == Image {
    static var copy: Label { Label("Copy", systemImage: "doc.on.doc") }
    static var delete: Label { Label("Delete", systemImage: "trash") }
    static var enterFullScreen: Label { Label("Enter Full Screen", systemImage: "iphone") }
    static var pin: Label { Label("Pin", systemImage: "bookmark") }
    static var contacts: Label { Label("Contacts", systemImage: "paperplane") }
    static var unpin: Label { Label("Unpin", systemImage: "bookmark.slash") }
}

struct DeleteMenuButton: View {
    let action: () -> Void

    var body: some View {
        Button(role: .destructive, action: action) { Label.delete }
    }
}

struct AliasEmailView: View {
    let email: String

    var body: some View {
        Text(email)
            .font(.largeTitle)
            .padding()
    }
}

extension Color {
    static var slPurple: Color {
        Color(red: 0xEE / 255, green: 0x30 / 255, blue: 0x7C / 255)
    }
}
