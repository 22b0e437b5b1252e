import SwiftUI
// Stubs for AvdLee/Roadmap Sources/Roadmap/RoadmapFeatureView.swift (what the row uses from elsewhere in its package).

/// Sources/Roadmap/RoadmapVoteButton.swift (another corpus row): a plain version, the icon over the count.
struct RoadmapVoteButton: View {
    @State var viewModel: RoadmapFeatureViewModel

    var body: some View {
        Button {
        } label: {
            VStack(spacing: 4) {
                if viewModel.canVote {
                    (viewModel.feature.hasVoted ? viewModel.configuration.style.unvoteIcon : viewModel.configuration.style.upvoteIcon)
                        .foregroundColor(viewModel.configuration.style.tintColor)
                        .imageScale(.large)
                        .font(viewModel.configuration.style.numberFont)
                        .frame(maxWidth: 20, maxHeight: 20)
                }
                if viewModel.voteCount > 0 {
                    Text("\(viewModel.voteCount)")
                        .lineLimit(1)
                        .foregroundColor(viewModel.configuration.style.tintColor)
                        .font(viewModel.configuration.style.numberFont)
                }
            }
            .frame(minWidth: 56)
            .frame(height: 64)
            .background(
                viewModel.configuration.style.tintColor
                    .opacity(0.1)
                    .clipShape(RoundedRectangle(cornerRadius: viewModel.configuration.style.radius, style: .continuous))
            )
        }
        .buttonStyle(.plain)
    }
}
