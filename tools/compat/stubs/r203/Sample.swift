import SwiftUI
import Domain

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        VoteIndicator(votingState: VotingState(isUpvoted: false, score: 128, canVote: true))
        VoteIndicator(votingState: VotingState(isUpvoted: true, score: 342, canVote: true, canUnvote: true))
        VoteIndicator(votingState: VotingState(isUpvoted: false, score: 7, canVote: true), style: .compact)
        VoteIndicator(votingState: VotingState(isUpvoted: true, score: 1024, canVote: true), style: .large)
    }
    .padding()
}
