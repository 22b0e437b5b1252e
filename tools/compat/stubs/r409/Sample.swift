import SwiftUI

@MainActor func makeSampleRow() -> some View {
    Form {
        Section {
            TextItemView(name: "Server", value: "rtmp://live.example.com/app")
            TextItemView(name: "Stream key", value: "live_4f9a2c", sensitive: true)
            TextItemView(name: "Bitrate", value: "5.0 Mbps", color: .green)
        }
    }
}
