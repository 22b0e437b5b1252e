import Foundation
// Stubs for javieralaves/Pachanga Pachanga/Core/Components/SessionCell.swift: Session and
// SessionMember (Core/Firestore/SessionManager.swift, without the Firestore coding keys) and
// SessionManager, whose member query (a Firestore collection read in the app) answers four members.

struct Session: Codable {
    let sessionId: String
    let dateCreated: Date
    var status: String
    var location: String
    var sessionDate: Date
    var members: [String]
}

struct SessionMember: Codable {
    let id: String
    let userId: String
    let dateCreated: Date
}

final class SessionManager {
    static let shared = SessionManager()

    private init() {}

    func getAllSessionMembers(sessionId: String) async throws -> [SessionMember] {
        (1 ... 4).map { SessionMember(id: "\(sessionId)-\($0)", userId: "user\($0)", dateCreated: Date()) }
    }
}
