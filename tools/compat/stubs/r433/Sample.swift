import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date()
    return HStack(spacing: 24) {
        PlantView(plant: Plant(id: UUID(), name: "red tulip", totalToGrow: 1200, price: 200, startGrowDate: now,
                               currentFillness: 300, finishGrowDate: now), plantImageName: "red tulip adult", width: 50, height: 70)
        PlantView(plant: Plant(id: UUID(), name: "sunflower", totalToGrow: 1500, price: 250, startGrowDate: now,
                               currentFillness: 0, finishGrowDate: now), plantImageName: "sunflower adult", width: 50, height: 70)
    }
    .padding()
}
