import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SettingsRowView(imageName: "chart.xyaxis.line", title: "Statistics", tint: .green, spacing: 10, font: 25)
}
