import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The food search shows its tags as a wrapping cloud of chips above the results.
    List {
        Section {
            HStack(spacing: 6) {
                TagChip(tag: FoodTags.favorites, isSelected: true, onTap: {})
                TagChip(tag: "breakfast", isSelected: false, onTap: {})
                TagChip(tag: "low carb", isSelected: true, onTap: {})
                TagChip(tag: "snack", isSelected: false, onTap: {})
            }
        }
    }
}
