import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        DraggableItemTextView(name: "Main camera")
        DraggableItemTextView(name: "Screen capture")
        DraggableItemTextView(name: "Back camera, wide")
    }
}
