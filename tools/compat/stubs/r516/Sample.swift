import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The sport filter above the game lists.
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 16) {
            FilterTile(sport: .All, selected: false)
            FilterTile(sport: .Football, selected: true)
            FilterTile(sport: .Soccer, selected: false)
            FilterTile(sport: .FieldHockey, selected: false)
            FilterTile(sport: .Lacrosse, selected: false)
        }
        .padding(.horizontal, 24)
    }
    .background(Color.white)
}
