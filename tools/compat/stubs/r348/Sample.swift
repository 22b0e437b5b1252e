import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As in the file's preview.
    HStack {
        Text("Penn Mobile Sublet")
        BetaBadge()
        Text("is here!")
    }
    .font(.title3)
    .padding()
}
