import SwiftUI

// Today's reminders: the plants to water, in a plain list on the app's dark screen.
@MainActor func makeSampleRow() -> some View {
    let plants = [
        Plant(name: "Monstera", room: "Kitchen", light: "Full sun", waterAmount: "20-50 ml", isWatered: true),
        Plant(name: "Pothos", room: "Bedroom", light: "Partial sun", waterAmount: "50-100 ml"),
    ]
    return List(plants) { plant in
        PlantRowView(plant: plant, onToggle: {}, onEdit: {})
    }
    .listStyle(.plain)
    .preferredColorScheme(.dark)
}
