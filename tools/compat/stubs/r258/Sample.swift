import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        ProgressStatusBar(currPos: 50, totalLength: 150)
        ProgressStatusBar(currPos: 1_240, totalLength: 2_447, height: 5)
    }
    .padding()
    .background(Color.black)
}
