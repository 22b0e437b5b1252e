import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 15) {
        CategoryCard(category: .soup)
        CategoryCard(category: .dessert)
    }
    .padding()
    .background(Color(.systemGroupedBackground))
}
