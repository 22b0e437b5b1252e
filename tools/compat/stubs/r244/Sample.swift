import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 0) {
        CategoryItem(category: "salad")
        CategoryItem(category: "dessert")
    }
    .padding(.vertical)
}
