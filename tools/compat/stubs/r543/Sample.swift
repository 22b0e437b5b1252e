import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The cards scrolling sideways, the first one selected, each with a soft shadow down and to the right.
    func card(selected: Bool) -> some View {
        CardView(isSelected: selected).shadow(color: .black.opacity(0.2), radius: 5, x: 5, y: 5)
    }
    return ScrollView(.horizontal, showsIndicators: false) {
        HStack {
            card(selected: true)
            card(selected: false)
            card(selected: false)
            card(selected: false)
        }
        .padding(20)
    }
    .background(Color(.systemGroupedBackground))
}
