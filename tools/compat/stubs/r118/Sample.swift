import SwiftUI

/// The row's own preview.
@MainActor func makeSampleRow() -> some View {
    consumptionIndicator(
        food_prot: .constant(1000.0),
        food_fat: .constant(800.0),
        food_carbo: .constant(900.0),
        food_kkal: .constant(2000.0),
        nowDate: .constant("05/01/2023")
    )
}
