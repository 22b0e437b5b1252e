// Stubs for Tri-Lai/tic-tac-toe (r932): the game piece and player (Model/GameModel.swift), the board square
// (Model/GameSquare.swift: the piece's asset image, or "none") and the game service (Services/GameServices.swift:
// the board and the thinking flag; a move marks the square for the current player here).
// Our own test doubles with the app's names.
import SwiftUI

enum GamePiece: String {
    case x, o

    var image: Image { Image(self.rawValue) }
}

struct Player {
    let gamePiece: GamePiece
    var name: String
    var moves: [Int] = []
    var isCurrent = false
}

struct GameSquare {
    var id: Int
    var player: Player?

    var image: Image {
        if let player { return player.gamePiece.image }
        return Image("none")
    }

    static var reset: [GameSquare] { (1...9).map { GameSquare(id: $0) } }
}

class GameServices: ObservableObject {
    @Published var player1 = Player(gamePiece: .x, name: "Player 1", isCurrent: true)
    @Published var player2 = Player(gamePiece: .o, name: "Player 2")
    @Published var gameBoard = GameSquare.reset
    @Published var isThinking = false

    func makeMove(at index: Int) {
        gameBoard[index].player = player1.isCurrent ? player1 : player2
        player1.isCurrent.toggle()
        player2.isCurrent.toggle()
    }
}
