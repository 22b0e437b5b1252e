import Foundation
// Stub of firebase/firebase-ios-sdk's FirebaseFirestore, for rows that import it without calling
// it in the row itself (their app's managers stand in for the database).

public final class Firestore {
    public static func firestore() -> Firestore { Firestore() }
}

public struct Timestamp: Codable, Hashable {
    public let seconds: Int64
    public let nanoseconds: Int32

    public init(date: Date) {
        seconds = Int64(date.timeIntervalSince1970)
        nanoseconds = 0
    }

    public func dateValue() -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
