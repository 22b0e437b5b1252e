import SwiftUI

// The plant list on the app's pale green.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        Color.green.opacity(0.3).ignoresSafeArea()
        VStack(spacing: 12) {
            ForEach(PlantViewModel.mockPlants) { plant in
                PlantCard(plant: plant, entry: plant.entries.first)
            }
        }
        .padding()
    }
}
