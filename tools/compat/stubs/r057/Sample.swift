import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        SettingsToggleRow(title: "Download videos over Wi-Fi only", isOn: .constant(true))
        SettingsToggleRow(title: "Closed captions", isOn: .constant(false))
    }
    .padding()
    .background(Color.background)
}
