import SwiftUI

/// The row's own preview, with a description and a vote count.
@MainActor func makeSampleRow() -> some View {
    RoadmapFeatureView(viewModel: .init(
        feature: RoadmapFeature(
            id: "watchos",
            title: "WatchOS Support",
            status: "Backlog",
            description: "Show the roadmap on Apple Watch too.",
            votes: 42
        ),
        configuration: .sampleURL()
    ))
    .padding()
}
