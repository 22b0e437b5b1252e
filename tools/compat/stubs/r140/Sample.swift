import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        TagChipView(tag: "landscape", onRemove: {})
        TagChipView(tag: "favorites", onRemove: nil)
    }
}
