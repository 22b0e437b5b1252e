import SwiftUI

@MainActor func makeSampleRow() -> some View {
    EmptyStateView(
        title: "No Media",
        subtitle: "Import images, GIFs, and videos to get started",
        systemImage: "photo.on.rectangle.angled",
        action: {},
        actionLabel: "Import Files"
    )
}
