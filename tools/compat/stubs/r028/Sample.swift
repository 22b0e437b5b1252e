import SwiftUI

@MainActor func makeSampleRow() -> some View {
    KeyboardShortcutItem(title: "Pick foreground", notificationName: .triggerPickForeground, keys: ["⌘", "D"])
        .frame(width: 100.0, height: 100.0)
}
