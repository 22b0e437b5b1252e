import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SparkleProgressBar(maxWidth: 240, progress: 0.6, height: 8, source: .sparkle)
        .clipShape(Capsule())
}
