import SwiftUI
import Utils

@MainActor func makeSampleRow() -> some View {
    // The labels under a library item, as LibraryItemCard lays them out.
    HStack(spacing: 5) {
        LibraryItemLabelView(text: "Newsletter", color: Color(hex: "#FFD234") ?? .yellow)
        LibraryItemLabelView(text: "Swift", color: Color(hex: "#F26B3A") ?? .orange)
        LibraryItemLabelView(text: "Long read", color: Color(hex: "#7B61FF") ?? .purple)
    }
    .padding()
}
