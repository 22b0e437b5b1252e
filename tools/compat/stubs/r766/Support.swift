// Stubs for IsaiahSchatzline/moodmapp (r766): a mood journal entry (Features/Models/JournalEntries.swift,
// stored in Firestore by the app; its map coordinates as plain degrees here). Our own test double.
import Foundation
import CoreLocation

struct JournalEntries: Identifiable, Codable, Hashable {
    var id: String?
    var userID: String
    var moodTitle: String
    var moodRating: Int
    var entryThoughts: String
    var emoji: String
    var dateOfEntry: Date
    var latitude: CLLocationDegrees?
    var longitude: CLLocationDegrees?
}
