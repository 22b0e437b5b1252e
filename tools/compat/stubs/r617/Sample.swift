import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let items = [
        QueueItem(id: 1, titleLabel: "Dune: Part Two (2024)", statusLabel: "Downloading",
                  trackedDownloadState: .downloading, progressLabel: "42%", remainingLabel: "12 minutes"),
        QueueItem(id: 2, titleLabel: "The Bear S03E04", statusLabel: "Import Pending",
                  trackedDownloadState: .importPending, progressLabel: "100%", remainingLabel: nil, hasIssue: true),
    ]
    // The Activity tab lists the queue in a plain list.
    return NavigationStack {
        List(items) { item in
            QueueListItem(item: item)
        }
        .listStyle(.inset)
        .navigationTitle("Activity")
    }
    .withAppState()
}
