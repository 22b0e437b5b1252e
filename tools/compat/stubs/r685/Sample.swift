import SwiftUI

// A count badge at the end of a list row (the app shows it beside grouped items).
@MainActor func makeSampleRow() -> some View {
    List {
        HStack {
            Label("Groceries", systemImage: "cart")
            Spacer()
            BadgeCount(count: 12)
        }
        HStack {
            Label("Utilities", systemImage: "bolt")
            Spacer()
            BadgeCount(count: 3)
        }
    }
}
