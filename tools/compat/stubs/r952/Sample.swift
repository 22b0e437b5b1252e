import SwiftUI

// The template listing, two covers per row.
@MainActor func makeSampleRow() -> some View {
    let visuals = DataVisuals()
    return HStack(spacing: 12) {
        CoverImageComp(dataVisual: visuals, imageUrl: "https://example.com/templates/summer.png")
        CoverImageComp(dataVisual: visuals, imageUrl: "https://example.com/templates/birthday.png")
    }
    .padding()
}
