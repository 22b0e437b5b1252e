import SwiftUI

// The game board mid-game.
@MainActor func makeSampleRow() -> some View {
    let game = GameServices()
    game.gameBoard[0].player = game.player1
    game.gameBoard[4].player = game.player2
    game.gameBoard[8].player = game.player1
    return LazyVGrid(columns: Array(repeating: GridItem(.fixed(100), spacing: 8), count: 3), spacing: 8) {
        ForEach(0..<9, id: \.self) { index in
            SquareView(index: index)
        }
    }
    .padding()
    .environmentObject(game)
}
