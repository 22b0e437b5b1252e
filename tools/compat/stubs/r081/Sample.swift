import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the insulin type chooser lists its options.
    CheckmarkListItem(
        title: Text("Rapid-Acting – Adults"),
        description: Text("Humalog (insulin lispro), Novolog (insulin aspart) or Apidra (insulin glulisine)"),
        isSelected: .constant(true)
    )
}
