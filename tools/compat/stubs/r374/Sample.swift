import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        HStack(spacing: 8) {
            InteractiveTagCell("Action") { Text("Action") }
            InteractiveTagCell("Romance") { Text("Romance") }
            InteractiveTagCell("Slice of Life") { Text("Slice of Life") }
        }
        .padding()
    }
}
