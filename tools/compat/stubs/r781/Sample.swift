import SwiftUI

// Snapshots: saved periods with their date ranges.
@MainActor func makeSampleRow() -> some View {
    let container = spendingKeeperSampleContainer()
    let start = Date(timeIntervalSince1970: 1_761_955_200)
    let snapshots = [
        SKSnapshot(title: "November", begin: start, end: start.addingTimeInterval(29 * 86_400)),
        SKSnapshot(title: "Trip to Seoul", begin: start.addingTimeInterval(-40 * 86_400), end: start.addingTimeInterval(-33 * 86_400)),
    ]
    snapshots.forEach { container.mainContext.insert($0) }
    return NavigationStack {
        List(snapshots) { snapshot in
            SnapshotRowView(snapshot: snapshot)
        }
        .navigationTitle("Snapshots")
    }
    .modelContainer(container)
}
