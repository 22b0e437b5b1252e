import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // SettingsView: rows grouped on the surface colour in a rounded card.
    ScrollView {
        VStack {
            RowItem(icon: "tray.and.arrow.down", label: "Import OPML", tint: Color.purple, framedIcon: true, showDivider: true)
            RowItem(icon: "bell.badge", label: "Notifications", tint: Color.red, framedIcon: true, showDivider: true)
            RowItem(icon: "paperplane.circle", label: "Send Feedback", tint: Color.gray, framedIcon: true, showDivider: false)
        }
        .padding()
        .background(Color.surface)
        .clipShape(RoundedRectangle(cornerRadius: 26))
        VStack {
            RowItem(icon: "doc.text", label: "Log Storage") {
                Text("1.2 MB").textBody()
            }
            RowItem(icon: "info.circle", label: "About Peapod", showDivider: false)
        }
        .padding()
    }
    .padding()
}
