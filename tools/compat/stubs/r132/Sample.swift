import SwiftUI

@MainActor func makeSampleRow() -> some View {
    DetailRow(icon: "envelope", title: "E-მეილი", value: "ana@example.com")
}
