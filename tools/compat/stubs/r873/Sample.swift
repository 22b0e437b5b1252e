import SwiftUI

// The create-workout screen's muscle selection.
@MainActor func makeSampleRow() -> some View {
    List {
        MultipleSelectionViewItem(title: "Chest", isSelected: .constant(true))
        MultipleSelectionViewItem(title: "Back", isSelected: .constant(false))
        MultipleSelectionViewItem(title: "Shoulders", isSelected: .constant(true))
        MultipleSelectionViewItem(title: "Legs", isSelected: .constant(false))
    }
}
