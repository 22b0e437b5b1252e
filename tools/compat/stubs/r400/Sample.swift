import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        RingGauge(progress: 0.72, title: "Panel efficiency", valueText: "72 %")
            .frame(width: 160, height: 200)
        RingGauge(progress: 0.35, title: "Cloud cover", valueText: "35 %", lineWidth: 10)
            .frame(width: 160, height: 200)
    }
    .padding()
}
