import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The tag filter above the recipe list: a horizontal scroll of chips.
    VStack(alignment: .leading) {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                TagChip(text: "All", isSelected: true, action: {})
                TagChip(text: "Breakfast", isSelected: false, action: {})
                TagChip(text: "Vegan", isSelected: false, action: {})
                TagChip(text: "Dinner", isSelected: false, action: {})
            }
            .padding(.horizontal)
        }
        Spacer()
    }
    .padding(.top)
}
