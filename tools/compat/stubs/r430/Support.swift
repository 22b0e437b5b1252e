import SwiftUI
// Stubs for TortugaPower/BookPlayer Profile/Profile/QueuedSyncTaskRowView.swift: CircularProgressView
// (Library/ItemList/Views/CircularProgressView.swift: an 18 pt ring with a pie of the progress, a
// filled circle with a check mark when done; the check mark asset is an SF Symbol here).

struct CircularProgressView: View {
    let progress: Double
    let isHighlighted: Bool

    @EnvironmentObject private var theme: ThemeViewModel

    var outlineColor: Color {
        isHighlighted ? theme.systemFillColor : theme.secondarySystemFillColor
    }

    var body: some View {
        ZStack {
            if progress == 0 {
                EmptyView()
            } else if progress == 1 {
                Circle().fill(theme.linkColor)
                Image(systemName: "checkmark")
                    .font(.system(size: 9, weight: .bold))
                    .foregroundStyle(Color.white)
            } else {
                Circle()
                    .stroke(lineWidth: 1.5)
                    .foregroundStyle(outlineColor)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(outlineColor, lineWidth: 6)
                    .rotationEffect(.degrees(-90))
                    .padding(5)
            }
        }
        .frame(width: 18, height: 18)
    }
}
