import SwiftUI

// The dashboard's stats widget.
@MainActor func makeSampleRow() -> some View {
    StatsWidget(wordCount: .constant(12_480), jobCount: .constant(37), recordCount: .constant(412))
        .frame(width: 280)
        .padding(.vertical)
        .background(Theme.base)
        .foregroundColor(.white)
}
