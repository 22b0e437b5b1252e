import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SettingRow(icon: "icons_outlined_colorful_moment", title: "WeChat Pay", unreadCount: 3)
}
