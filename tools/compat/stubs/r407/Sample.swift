import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 10) {
        Text("Confidence")
            .font(.headline)
        ConfidenceBar(value: 0.92).frame(height: 10)
        ConfidenceBar(value: 0.76).frame(height: 10)
        ConfidenceBar(value: 0.58).frame(height: 10)
        ConfidenceBar(value: 0.31).frame(height: 10)
    }
    .padding()
}
