import Foundation

// jjjjjeffrey/WordsLearner: the two database records its row snapshot cases show, restated without
// SQLiteData's @Table macro (WordsLearner/Database/BackgroundTask.swift and ComparisonHistory.swift
// at 8dc43374 declare them as @Table structs; the rows read only their stored properties). The
// memberwise initialisers are the ones the tests and previews call.

struct BackgroundTask: Identifiable, Equatable {
    let id: UUID
    var word1: String
    var word2: String
    var sentence: String
    var status: String  // "pending", "generating", "completed" or "failed"
    var response: String
    var error: String?
    var createdAt: Date
    var updatedAt: Date

    enum Status: String, Equatable {
        case pending
        case generating
        case completed
        case failed
    }

    /// The status string read as a Status; anything unknown counts as pending, as in the app.
    var taskStatus: Status {
        Status(rawValue: status) ?? .pending
    }
}

struct ComparisonHistory: Identifiable, Equatable {
    let id: UUID
    var word1: String
    var word2: String
    var sentence: String
    var response: String
    var date: Date
    var isRead: Bool
}
