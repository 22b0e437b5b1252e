import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The memo list's toolbar shows the badge: syncing, idle, and with memos not yet synced.
    HStack(spacing: 24) {
        SyncStatusBadge(syncing: true, unsyncedCount: 0, syncAction: {})
        SyncStatusBadge(syncing: false, unsyncedCount: 0, syncAction: {})
        SyncStatusBadge(syncing: false, unsyncedCount: 3, syncAction: {})
    }
    .padding()
}
