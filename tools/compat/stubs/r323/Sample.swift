import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack {
        HomeCardView(title: "Start a new session", action: {})
        HomeCardView(title: "View previous sessions", action: {})
    }
    .padding()
    .background(Color(.systemGray6))
}
