import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let model = CarModel()
    return CarCardView(car: model.cars[0])
}
