import ComposableArchitecture
import SwiftUI

/// The app's PastGamesView preview data (MultiplayerFeature/PastGamesView.swift).
@MainActor func makeSampleRow() -> some View {
    PastGameRow(
        store: Store(
            initialState: PastGame.State(
                challengeeDisplayName: "Blob",
                challengerDisplayName: "Blob Jr",
                challengeeScore: 1000,
                challengerScore: 2000,
                endDate: Date(),
                matchId: .init(rawValue: "1"),
                opponentDisplayName: "Blob"
            )
        ) {
            PastGame()
        }
    )
    .padding()
}
