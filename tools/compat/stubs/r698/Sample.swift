import SwiftUI

// The cart button in the products screen's navigation bar, with its count badge.
@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        List(Product.samples) { Text($0.name) }
            .navigationTitle("Products")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { CartButton(numberOfProducts: 3) }
            }
    }
}
