import SwiftUI

@MainActor func makeSampleRow() -> some View {
    CompletedTag()
        .padding()
        .background(Color.background)
}
