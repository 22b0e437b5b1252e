import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The firmware update screen shows the ring centred while the upload runs.
    VStack(spacing: 24) {
        CircularProgressView(progress: 0.42, subtitleText: "Uploading firmware…")
        HStack(spacing: 24) {
            CircularProgressView(progress: 1.0, lineWidth: 8, size: 80, percentageFontSize: 20)
            CircularProgressView(progress: 0.3, isError: true, lineWidth: 8, size: 80, percentageFontSize: 20)
        }
    }
    .padding()
}
