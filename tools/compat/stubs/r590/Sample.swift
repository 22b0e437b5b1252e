import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The settings screen: rows inside the design system's card list.
    VStack(spacing: 0) {
        ListRowView(leadingContent: .iconWithText(.gearshape, "App theme"), trailingContent: .textWithChevron("System"))
        Divider()
        ListRowView(leadingContent: .iconWithText(.globe, "Language"), trailingContent: .text("English"))
        Divider()
        ListRowView(leadingContent: .iconWithText(.star, "Rate the app"), trailingContent: .chevron)
        Divider()
        ListRowView(leadingContent: .text("Version"), trailingContent: .text("2.4.1"))
    }
    .padding(.horizontal)
}
