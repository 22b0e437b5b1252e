import SwiftUI

/// The row's own preview, on the notch's black.
@MainActor func makeSampleRow() -> some View {
    EmptyStateView(message: "Play some music babies")
        .padding()
        .background(Color.black)
}
