import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The administration screen's job catalogue.
    List {
        Section("Jobs") {
            AdministrativeJobCatalogRow(title: "Videos", description: "Walk library roots for new video files.",
                                        systemImage: "folder.badge.magnifyingglass", activeCount: 1, queuedCount: 12,
                                        failedCount: 0, isWorking: false, accent: PrismediaColor.materialSpectrumGreen,
                                        onRun: {}, onStop: {}, onClearFailures: {})
            AdministrativeJobCatalogRow(title: "Thumbnails", description: "Generate missing artwork.",
                                        systemImage: "photo.stack", activeCount: 0, queuedCount: 0, failedCount: 3,
                                        isWorking: false, accent: .orange, onRun: {}, onStop: {}, onClearFailures: {})
        }
    }
}
