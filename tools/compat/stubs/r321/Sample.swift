import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        SettingsItemView(item: .starredMessages)
        SettingsItemView(item: .linkedDevices)
        SettingsItemView(item: .privacy)
        SettingsItemView(item: .chats)
        SettingsItemView(item: .notifications)
    }
}
