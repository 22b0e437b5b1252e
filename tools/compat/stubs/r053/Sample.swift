import SwiftUI

@MainActor func makeSampleRow() -> some View {
    MetricCard(icon: "speedometer", title: "Tokens/sec", value: "42.7")
        .frame(width: 140)
}
