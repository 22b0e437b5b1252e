import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        PillView(id: 0)
        PillView(id: 7)
        PillView(id: 12)
    }
    .padding()
}
