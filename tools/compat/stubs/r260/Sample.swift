import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 6) {
        Tag(name: "1080p", color: .blue)
        Tag(name: "hevc", color: .purple)
        Tag(name: "seeders: 412", color: .green)
        Tag(name: "unknown size", color: nil)
    }
    .padding()
}
