import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        TagText(title: "Original")
        TagText(title: "Half", backgroundColor: .orange)
        TagText(title: "Pending", backgroundColor: .gray)
    }
    .padding()
}
