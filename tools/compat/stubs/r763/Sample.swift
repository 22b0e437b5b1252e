import SwiftUI

// The result report: the items that bring the balance to zero.
@MainActor func makeSampleRow() -> some View {
    let items = [
        SelectedItem(item: ShoppingItem(name: "Oat latte", priceInCents: 525), quantity: 2),
        SelectedItem(item: ShoppingItem(name: "Sourdough bread", priceInCents: 650), quantity: 1),
        SelectedItem(item: ShoppingItem(name: "", priceInCents: 199), quantity: 1),
    ]
    return ScrollView {
        VStack(spacing: 10) {
            ForEach(items, id: \.self) { selected in
                ResultItemRowView(selected: selected)
            }
        }
        .padding(16)
    }
    .background(AppTheme.background)
}
