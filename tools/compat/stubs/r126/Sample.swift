import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the account screen's sales stats.
    HStack(spacing: 20) {
        StatTile(title: "Sold", value: 12)
        StatTile(title: "Selling", value: 3)
    }
    .padding(.horizontal)
}
