import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        PillTab(icon: "🏠", label: "Home", active: true)
        PillTab(icon: "🔥", label: "Popular", active: false)
        PillTab(icon: "⚙️", label: "Settings", active: false)
    }
    .padding()
}
