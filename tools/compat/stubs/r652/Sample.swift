import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_320_000)
    // The account screen's sessions section.
    return NavigationStack {
        List {
            Section("Sessions") {
                AccountSessionRow(
                    session: AccountSession(id: UUID(), client: "Prismedia for iOS", deviceName: "Anna's iPhone",
                                            applicationVersion: "1.3", createdAt: now.addingTimeInterval(-86_400 * 30),
                                            lastSeenAt: now, isCurrent: true),
                    isWorking: false, onRevoke: {})
                AccountSessionRow(
                    session: AccountSession(id: UUID(), client: "Prismedia for tvOS", deviceName: "Living Room",
                                            createdAt: now.addingTimeInterval(-86_400 * 90),
                                            lastSeenAt: now.addingTimeInterval(-3 * 86_400), isCurrent: false),
                    isWorking: false, onRevoke: {})
            }
        }
        .navigationTitle("Account")
    }
}
