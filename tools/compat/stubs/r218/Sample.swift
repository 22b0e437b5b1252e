import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 16) {
        Text("Uploading scan.pdf")
            .font(.subheadline)
        LinearProgressBar(mode: .determinate(0.62))
        Text("Processing")
            .font(.subheadline)
        LinearProgressBar(mode: .indeterminate, height: 4)
    }
    .padding()
}
