import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // CardList: the cards scrolling sideways, the first one selected.
    ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack {
            ForEach(0..<4, id: \.self) { item in
                CardView(isSelected: item == 0)
                    .shadow(color: Color.black.opacity(0.2), radius: 5, x: 5, y: 5)
            }
        }
        .padding(20)
    }
    .background(Color(.systemGroupedBackground))
}
