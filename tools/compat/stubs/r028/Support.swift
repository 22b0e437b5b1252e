import SwiftUI
// Stubs for superhighfives/pika Pika/Views/KeyboardShortcutItem.swift (what the row uses from elsewhere in its app).

extension Notification.Name {
    static let triggerPickForeground = Notification.Name("triggerPickForeground")
    static let triggerCopyForeground = Notification.Name("triggerCopyForeground")
}

/// A key cap ("⌘", "C") drawn with a thin border.
struct KeyboardShortcutKey<Content: View>: View {
    @Environment(\.colorScheme) var colorScheme: ColorScheme
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
            .font(.system(size: 14, weight: .semibold, design: .rounded))
            .frame(minWidth: 20)
            .padding(.vertical, 3.0)
            .padding(.horizontal, 7.0)
            .border(Color.gray.opacity(0.5), width: 1)
    }
}
