import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 8) {
        InfoRow(title: "Status Code", details: "200 OK")
        InfoRow(title: "Duration", details: "312 ms")
        InfoRow(title: "Response Size", details: nil)
    }
    .padding()
}
