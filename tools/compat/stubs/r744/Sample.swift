import SwiftUI

// Today: the day's drinks, one card each, in a two-column grid.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
            ForEach([200, 350, 250], id: \.self) { DrinkCard(drink: Drink(potion: $0)) }
        }
        .padding()
    }
}
