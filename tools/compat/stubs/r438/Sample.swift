import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let day: TimeInterval = 86400
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    return List {
        EventRow(event: PetEvent(pet: "Biscuit", type: .vet, title: "Annual checkup", date: now, time: "10:30 AM", notes: "", reminder: 60))
        EventRow(event: PetEvent(pet: "Luna", type: .grooming, title: "Bath and nail trim", date: now.addingTimeInterval(3 * day), time: "2:00 PM", notes: "", reminder: 30))
        EventRow(event: PetEvent(pet: "Biscuit", type: .medication, title: "Heartworm pill", date: now.addingTimeInterval(7 * day), time: "8:00 AM", notes: "", reminder: 15))
    }
}
