import SwiftUI

// The preferences' font picker: two columns of font chips, Georgia selected.
@MainActor func makeSampleRow() -> some View {
    LazyVGrid(columns: [GridItem(.flexible(), spacing: 10), GridItem(.flexible(), spacing: 10)], spacing: 10) {
        ForEach([ReadingFont.system, .georgia, .avenir, .menlo]) { option in
            FontChipView(option: option, isSelected: option == .georgia)
        }
    }
    .padding()
}
