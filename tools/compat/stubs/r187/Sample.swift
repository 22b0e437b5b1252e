import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The row's chips as SelectableChipsView styles them.
    HStack {
        ChipView(name: "Business", isSelected: true)
            .font(.headline)
            .foregroundStyle(.white)
            .padding(10)
            .padding(.horizontal, 10)
            .background(Color.accent)
            .clipShape(Capsule())
        ChipView(name: "Sports", isSelected: false)
            .font(.headline)
            .foregroundStyle(.white)
            .padding(10)
            .padding(.horizontal, 10)
            .background(Color.accent)
            .clipShape(Capsule())
    }
}
