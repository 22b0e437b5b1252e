import Foundation
// Stubs for mikaelacaron/Basic-Car-Maintenance Basic-Car-Maintenance/Shared/Odometer/Views/OdometerRowView.swift:
// OdometerReading (Shared/Models/OdometerReading.swift; its id is Firestore's @DocumentID there,
// a plain optional here).

struct OdometerReading: Codable, Identifiable, Hashable {
    var id: String?
    var userID: String?
    let date: Date
    let distance: Int
    let isMetric: Bool
    let vehicleID: String

    init(id: String? = nil, userID: String? = nil, date: Date, distance: Int, isMetric: Bool, vehicleID: String) {
        self.id = id
        self.userID = userID
        self.date = date
        self.distance = distance
        self.isMetric = isMetric
        self.vehicleID = vehicleID
    }
}
