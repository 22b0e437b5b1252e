import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date()
    return List {
        SessionRow(session: BlockedProfileSession(
            startTime: now.addingTimeInterval(-2 * 3600 - 25 * 60),
            endTime: now.addingTimeInterval(-10 * 60),
            breakStartTime: now.addingTimeInterval(-3600),
            breakEndTime: now.addingTimeInterval(-3600 + 15 * 60)))
        SessionRow(session: BlockedProfileSession(
            startTime: now.addingTimeInterval(-3 * 86400),
            endTime: now.addingTimeInterval(-3 * 86400 + 45 * 60)))
    }
}
