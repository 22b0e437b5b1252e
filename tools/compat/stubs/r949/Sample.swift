import SwiftUI

// A plant's journal entry on the app's pale green.
@MainActor func makeSampleRow() -> some View {
    let plant = PlantViewModel.mockPlants[0]
    return ZStack {
        Color.green.opacity(0.3).ignoresSafeArea()
        EntryCard(plant: plant, entry: plant.entries.first)
            .frame(height: 380)
            .padding()
    }
}
