import SwiftUI

@MainActor func makeSampleRow() -> some View {
    MetricTile(title: "Time smoke-free", value: "12 days 4 h", icon: "clock")
}
