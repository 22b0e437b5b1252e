import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The app's AppSettingsView lists ["icon": "square.stack.3d.up.fill", "name": "Models"].
    SettingsMenuItem(icon: "square.stack.3d.up.fill", name: "Models", current_detail_view_name: .constant("Chat"))
}
