import SwiftUI

// The Settings screen's rows: coloured system icons, a chevron, and a badge on the tip row.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        List {
            Section {
                IconCell("General", imageName: "gear", backgroundColor: .gray, withChevron: true)
                IconCell("Appearance", imageName: "paintbrush.fill", backgroundColor: .blue, withChevron: true)
                IconCell("Privacy", imageName: "lock.fill", backgroundColor: .green, withChevron: true)
            }
            Section {
                IconCell("Leave a Tip", imageName: "heart.fill", backgroundColor: .pink, withChevron: true, withBadge: "1")
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Settings")
    }
}
