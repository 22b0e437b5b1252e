import SwiftUI

// A saved item's tags under its title in the saves list.
@MainActor func makeSampleRow() -> some View {
    List {
        VStack(alignment: .leading, spacing: 8) {
            Text("The Quiet Power of Slow Mornings")
                .font(.headline)
            Text("nytimes.com · 7 min")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(spacing: 10) {
                TagComponent(tag: NSAttributedString(string: "Wellness"))
                TagComponent(tag: NSAttributedString(string: "Weekend"))
            }
        }
        .padding(.vertical, 6)
    }
    .listStyle(.plain)
}
