import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        TagChipView(tag: "work/linear/backend")
        TagChipView(tag: "reading")
        TagChipView(tag: "urgent")
    }
    .padding()
}
