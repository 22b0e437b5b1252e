import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        StatView(title: "დონე", value: "Beginner", color: .green)
        StatView(title: "ქულა", value: "120", color: .orange)
    }
    .padding()
}
