import SwiftUI

// Usage limits: labelled bars on the app's dark background.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        Color.black.ignoresSafeArea()
        VStack(alignment: .leading, spacing: 14) {
            Text("5-hour limit").font(.caption).foregroundStyle(.secondary)
            ProgressBarView(progress: 0.41, color: .green)
            Text("Weekly limit").font(.caption).foregroundStyle(.secondary)
            ProgressBarView(progress: 0.87, color: .orange)
            Text("Credits").font(.caption).foregroundStyle(.secondary)
            ProgressBarView(progress: 1.2, color: .red, height: 6)
        }
        .padding()
    }
    .preferredColorScheme(.dark)
}
