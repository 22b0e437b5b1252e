import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let evening = Date(timeIntervalSince1970: 1_795_030_200)
    return List {
        SessionCell(session: Session(sessionId: "1", dateCreated: evening, status: "active", location: "El Campello",
                                     sessionDate: evening, members: []), playerCount: 4)
        SessionCell(session: Session(sessionId: "2", dateCreated: evening, status: "active", location: "Playa de San Juan",
                                     sessionDate: evening.addingTimeInterval(2 * 86400), members: []), playerCount: 3)
    }
}
