import SwiftUI

// The correction result: a passing mark.
@MainActor func makeSampleRow() -> some View {
    VStack {
        CorrectionProgressView(progress: 7.25, limit: 10)
            .frame(width: 260, height: 260)
    }
    .frame(maxWidth: .infinity)
    .padding()
}
