import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the add-intake screen's quick amounts, one selected.
    HStack {
        ChipView(text: "250 ml", isSelected: false)
        ChipView(text: "500 ml", isSelected: true)
        ChipView(text: "750 ml", isSelected: false)
    }
    .padding()
}
