import SwiftUI

// Home: a section header above the recommendation cards.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 12) {
            SectionHeader(title: "Recent Saves") {}
            SectionHeader(title: "Editor’s Picks") {}
        }
        .padding(.horizontal, 16)
        .padding(.top, 8)
    }
}
