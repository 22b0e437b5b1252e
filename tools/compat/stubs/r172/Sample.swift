import SwiftUI

@MainActor func makeSampleRow() -> some View {
    RoadmapVoteButton(viewModel: .init(
        feature: RoadmapFeature(id: "watchos", title: "WatchOS Support", status: "Backlog", votes: 42),
        configuration: .sampleURL()
    ))
    .padding()
}
