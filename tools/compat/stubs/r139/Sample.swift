import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        ChipView(tag: "SwiftUI", isSelected: true)
        ChipView(tag: "Layout", isSelected: false)
    }
}
