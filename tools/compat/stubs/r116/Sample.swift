import SwiftUI

/// The row's own preview, with fixed values in place of its random ones.
@MainActor func makeSampleRow() -> some View {
    listRow(
        food_name: "Картофель рафинированный, вырезка сердцевины",
        food_prot: 2.1,
        food_fat: 0.4,
        food_carbo: 16.3,
        food_kkal: 77.0,
        food_gi: 65.0,
        index: .constant(1)
    )
    .environmentObject(foodCollections())
}
