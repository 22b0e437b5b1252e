import SwiftUI
import SwiftData
// Stubs for artemnovichkov/wwdc24-samplecode Code/AdoptingSwiftDataForACoreDataApp/Trips-SwiftData/Trips/TripListItem.swift (what the row uses from elsewhere in its app).

/// A trip (a SwiftData @Model class in the app, a plain class here; identity-hashed as a
/// PersistentModel is, so NavigationLink(value:) takes it).
final class Trip: Hashable {
    var name: String
    var destination: String
    var startDate: Date
    var endDate: Date

    init(name: String, destination: String, startDate: Date = .now, endDate: Date = .distantFuture) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
    }

    static func == (lhs: Trip, rhs: Trip) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Trip {
    /// The app seeds a random colour with `name.hashValue` (different every launch); the stub
    /// seeds it with a stable hash of the name so renders repeat.
    var color: Color {
        let seed = name.unicodeScalars.reduce(5381) { ($0 &* 33) &+ Int($1.value) }
        var generator = SeededGenerator(seed: UInt64(bitPattern: Int64(seed)))
        let red = Double.random(in: 0..<1, using: &generator)
        let green = Double.random(in: 0..<1, using: &generator)
        let blue = Double.random(in: 0..<1, using: &generator)
        return Color(red: red, green: green, blue: blue)
    }

    var displayName: String {
        name.isEmpty ? "Untitled Trip" : name
    }

    var displayDestination: String {
        destination.isEmpty ? "Untitled Destination" : destination
    }

    private static func date(year: Int, month: Int, day: Int) -> Date {
        let components = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: .current,
                                        year: year, month: month, day: day)
        return Calendar.current.date(from: components) ?? Date.now
    }

    static var previewTrips: [Trip] {
        [
            Trip(name: "Camping!", destination: "Yosemite",
                 startDate: date(year: 2024, month: 6, day: 27),
                 endDate: date(year: 2024, month: 7, day: 1)),
            Trip(name: "Bridalveil Falls", destination: "Yosemite",
                 startDate: date(year: 2024, month: 6, day: 28),
                 endDate: date(year: 2024, month: 6, day: 28))
        ]
    }
}

/// SplitMix64, seeded.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The app's preview sample data: an in-memory model container holding the preview trips.
struct SampleData: PreviewModifier {
    static func makeSharedContext() throws -> ModelContainer {
        let config = ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try ModelContainer(for: Trip.self, configurations: config)
        return container
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleData: Self = .modifier(SampleData())
}
