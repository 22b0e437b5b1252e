import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SettingsDisclosureRow(title: "Video playback speed", value: "1.0x")
        .padding()
        .background(Color.background)
}
