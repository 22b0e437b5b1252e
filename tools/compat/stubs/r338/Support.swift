import SwiftUI
import UIKit
// Stubs for vsevolodtsarev/Messenger Messenger/Core/Chat/View/ChatMessageCell.swift (what the row uses from
// elsewhere in its app, besides the shared models: Core/Chat/View/ChatBubble.swift and
// Core/Profile/View/ThemeChangeView.swift's Theme (its colorScheme)).

struct ChatBubble: Shape {
    let isFromCurrentUser: Bool

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect,
                                byRoundingCorners: [.topRight, .topLeft, isFromCurrentUser ? .bottomLeft : .bottomRight],
                                cornerRadii: CGSize(width: 16, height: 16))
        return Path(path.cgPath)
    }
}

enum Theme: Int, CaseIterable, Identifiable {
    var id: Int { rawValue }

    case systemDefault
    case light
    case dark

    var colorScheme: ColorScheme? {
        switch self {
        case .systemDefault: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
