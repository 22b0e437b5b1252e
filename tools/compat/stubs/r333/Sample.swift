import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        ToolbarPill("Errors", systemImage: "exclamationmark.octagon", isActive: true)
        ToolbarPill("Filters", systemImage: "line.3.horizontal.decrease", isActive: false)
        ToolbarPill(systemImage: "arrow.up.arrow.down", isActive: false)
    }
    .padding()
}
