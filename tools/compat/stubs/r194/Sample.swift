import SwiftUI

@MainActor func makeSampleRow() -> some View {
    MealLogRowView(meal: MealLogModel.mock)
        .padding(.horizontal)
}
