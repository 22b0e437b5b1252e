import Common
import DataModel
import SwiftUI

private func sampleTag(_ id: UInt, _ name: String, _ hex: String) -> Tag {
    Tag(id: id, isInboxTag: false, name: name, slug: name.lowercased(), color: (Color(hex: hex) ?? .gray).hex, match: "", matchingAlgorithm: .auto, isInsensitive: true)
}

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 6) {
        TagView(tag: sampleTag(1, "Invoices", "#a6cee3"))
        TagView(tag: sampleTag(2, "Tax 2025", "#1f78b4"))
        TagView(tag: sampleTag(3, "Inbox", "#e31a1c")) {
            Image(systemName: "xmark.circle.fill")
        }
        TagView()
    }
    .padding()
}
