// Stubs for arthurnaldo/BumpIn shared by its rows (r843–r845): the connection request and the service
// that answers it (Models/ConnectionRequest.swift, Services/ConnectionService.swift; nothing is sent
// here) and a business card's colour scheme (Models/BusinessCard.swift). Our own test doubles with the
// app's names.
import SwiftUI

struct ConnectionRequest: Identifiable, Codable {
    let id: String
    let fromUserId: String
    let toUserId: String
    let fromUsername: String
    let toUsername: String
    let status: RequestStatus
    let timestamp: Date

    enum RequestStatus: String, Codable {
        case pending
        case accepted
        case rejected
    }
}

@MainActor
class ConnectionService: ObservableObject {
    @Published var pendingRequests: [ConnectionRequest] = []

    func handleConnectionRequest(_ request: ConnectionRequest, accept: Bool) async throws {
        pendingRequests.removeAll { $0.id == request.id }
    }
}

struct CardColorScheme: Equatable {
    var primary: Color = Color(red: 0.1, green: 0.3, blue: 0.5)
    var secondary: Color = Color(red: 0.2, green: 0.4, blue: 0.6)
    var textColor: Color = .white
    var accentColor: Color = .white.opacity(0.8)
    var emoticon: String = "💫"
    var borderColor: Color = .clear
    var borderWidth: CGFloat = 0

    init() {}

    init(primary: Color, secondary: Color, textColor: Color = .white, accentColor: Color = .white.opacity(0.8),
         emoticon: String = "💫", borderColor: Color = .clear, borderWidth: CGFloat = 0) {
        self.primary = primary
        self.secondary = secondary
        self.textColor = textColor
        self.accentColor = accentColor
        self.emoticon = emoticon
        self.borderColor = borderColor
        self.borderWidth = borderWidth
    }
}
