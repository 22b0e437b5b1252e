import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        Text("john.doe@example.com")
        BorderedText.unverified
        BorderedText(text: "Default", color: .blue)
    }
    .padding()
}
