import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        TaskActivityView(text: "3")
        TaskActivityView(text: "12")
    }
    .padding()
}
