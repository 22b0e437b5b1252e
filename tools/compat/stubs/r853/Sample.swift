import SwiftUI

// The four players' name tags and money above the board.
@MainActor func makeSampleRow() -> some View {
    let players = PlayerModel()
    return HStack(spacing: 16) {
        ForEach(0..<4) { index in
            PlayerNameMoneyView(players: players, playerId: index)
        }
    }
    .padding()
    .background(Color.black.opacity(0.85))
}
