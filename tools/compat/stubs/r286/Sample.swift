import SwiftUI
import Home
import Theme

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        StatsView(model: NetShieldModel.Stat(value: "21", title: "Ads\nblocked", help: "", isEnabled: true))
        StatsView(model: NetShieldModel.Stat(value: "14", title: "Trackers\nstopped", help: "", isEnabled: true))
        StatsView(model: NetShieldModel.Stat(value: "1.5 MB", title: "Data\nsaved", help: "", isEnabled: false))
    }
    .padding(8)
    .background(RoundedRectangle(cornerRadius: .themeRadius8).fill(Color(.background, .weak)))
    .padding()
    .background(Color(.background))
}
