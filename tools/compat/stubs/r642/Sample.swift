import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The combiner's chord tags, one highlighted, in a wrapping row.
    VStack(alignment: .leading, spacing: 12) {
        HStack {
            HighlightableTagView(text: "Cma7", highlightCondition: true, font: .headline, glowColor: .pink, glowRadius: 8)
            HighlightableTagView(text: "Am9", highlightCondition: false, font: .headline)
            HighlightableTagView(text: "G13", highlightCondition: false, font: .headline)
        }
        HStack {
            HighlightableTagView(text: "root", highlightCondition: false)
            HighlightableTagView(text: "9th", highlightCondition: true)
        }
    }
    .padding()
}
