import SwiftUI

// The notifications screen's connection requests.
@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_300_000)
    let requests = [
        ConnectionRequest(id: "q1", fromUserId: "u1", toUserId: "me", fromUsername: "maya.chen", toUsername: "arthur",
                          status: .pending, timestamp: now),
        ConnectionRequest(id: "q2", fromUserId: "u2", toUserId: "me", fromUsername: "devon_k", toUsername: "arthur",
                          status: .pending, timestamp: now),
    ]
    return List(requests) { request in
        ConnectionRequestRow(request: request)
    }
    .environmentObject(ConnectionService())
}
