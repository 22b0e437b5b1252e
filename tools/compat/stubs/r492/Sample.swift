import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The filter bar above the ride list.
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 8) {
            FilterChip(title: "All", icon: "list.bullet", isSelected: true, action: {})
            FilterChip(title: "Today", icon: "calendar", isSelected: false, action: {})
            FilterChip(title: "Pets", icon: "pawprint", isSelected: false, action: {})
            FilterChip(title: "Cheapest", icon: "arrow.down", isSelected: false, action: {})
        }
        .padding(.horizontal)
    }
}
