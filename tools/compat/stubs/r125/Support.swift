import SwiftUI
// Stubs for alexiscn/WeChatUI WeChatUI/Me/SettingRow.swift (what the row uses from elsewhere in its app).

/// Red count badge.
struct BadgeView: View {
    var number: Int = 0

    var body: some View {
        ZStack {
            Circle()
                .foregroundColor(.red)
                .frame(width: 18, height: 18)
            Text(number > 99 ? "99+" : number > 0 ? String(number) : "")
                .font(.system(size: 11))
                .foregroundColor(.white)
        }
    }
}
