import SwiftUI

// The progress tab's earned badge.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 8) {
        Badge()
            .frame(width: 160, height: 160)
        Text("First plant planted").font(.headline)
    }
    .padding()
}
