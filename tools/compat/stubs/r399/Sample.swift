import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        ValueTile(title: "Expected solar output today", value: "14.2 kWh", systemImage: "sun.max.fill")
        ValueTile(title: "Estimated savings", value: "€ 3.41", systemImage: "eurosign.circle")
    }
    .padding()
}
