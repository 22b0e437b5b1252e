import SwiftUI
import DataTransferObjects

@MainActor func makeSampleRow() -> some View {
    let received = Date(timeIntervalSince1970: 1_764_250_000)
    return List {
        SignalListCell(signal: DTOv1.Signal(appID: UUID(), count: 1, receivedAt: received, clientUser: "a1b2c3", sessionID: "s-42",
                                            type: "newSessionBegan", payload: nil, isTestMode: false))
        SignalListCell(signal: DTOv1.Signal(appID: UUID(), count: 1, receivedAt: received.addingTimeInterval(-3600), clientUser: "d4e5f6", sessionID: "s-41",
                                            type: "InsightShown", payload: ["insightID": "7"], isTestMode: true))
    }
}
