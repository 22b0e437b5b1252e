import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = NSPersistentContainer(name: "PlantEdCD").viewContext
    let now = Date(timeIntervalSince1970: 1_764_000_000)
    func plant(_ name: String, _ type: String, wateredDaysAgo: Double?, every days: Int16) -> Plant {
        let p = Plant(context: context)
        p.name = name
        let t = Type(context: context)
        t.name = type
        p.type = t
        p.wateringFrequency = days
        p.lastWatered = wateredDaysAgo.map { now.addingTimeInterval(-$0 * 86_400) }
        p.nextWater = p.computedNextWater
        return p
    }
    let plants = [
        plant("Monty", "Monstera deliciosa", wateredDaysAgo: 6, every: 7),
        plant("Fernando", "Boston fern", wateredDaysAgo: 2, every: 3),
        plant("Spike", "Snake plant", wateredDaysAgo: nil, every: 0),
    ]
    // WateringSchedule: plants due for water, then the rest.
    return NavigationStack {
        List {
            Section(header: Text("Ready to water")) {
                WateringScheduleRow(plant: plants[0])
            }
            Section(header: Text("Upcoming")) {
                WateringScheduleRow(plant: plants[1])
            }
        }
        .navigationTitle("Watering Schedule")
    }
    .environment(\.managedObjectContext, context)
}
