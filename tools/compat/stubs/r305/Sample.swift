import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        StatusBadge(state: .running)
        StatusBadge(state: .stopped)
        StatusBadge(state: .pending)
        StatusBadge(state: .terminated)
    }
    .padding()
}
