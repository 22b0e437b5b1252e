import SwiftUI

// A settings switch with its footer, on the app's dark blue.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 0) {
        SwitchRowView(isOn: .constant(true), text: "Local network sharing")
        SettingsRowViewFooter(text: "This feature allows access to other devices on the local network, such as for sharing, printing and streaming.")
    }
    .padding(.vertical)
    .background(UIColor.secondaryColor.color)
}
