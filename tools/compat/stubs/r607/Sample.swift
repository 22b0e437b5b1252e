import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // ChipOptionsView: a row of chips under the friends header, one selected.
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 4) {
            ChipView(name: "Suggestions", isSelected: true) {}
            ChipView(name: "Your friends", isSelected: false) {}
            ChipView(name: "Photos", isSelected: false) {}
        }
        .padding(.horizontal)
    }
}
