// Stubs for ThaiLe1220/monopoly shared by its rows (r852, r853): the achievement and its list (Model/
// Achievement.swift, Model/AchievementModel.swift: read from Achievement.json in the app, listed here),
// the player with its colour asset names and the player list (Model/Player.swift, Model/PlayerModel.swift).
// Our own test doubles with the app's names; colours stay named by their asset names, as the app reads them.
import SwiftUI

struct Achievement: Codable, Hashable, Identifiable, Equatable {
    var id: Int
    var title: String
    var tag: String
    var tagVar: Int
    var completed: Bool
}

class AchievementModel: ObservableObject {
    @Published var achievements: [Achievement] = []

    init() {
        achievements = [
            Achievement(id: 0, title: "Win your first game", tag: "win", tagVar: 1, completed: true),
            Achievement(id: 1, title: "Own five cities at once", tag: "cities", tagVar: 5, completed: false),
            Achievement(id: 2, title: "Reach $5,000", tag: "money", tagVar: 5000, completed: false),
        ]
    }
}

struct Player: Codable, Hashable, Identifiable, Equatable {
    var id: Int
    var name: String
    var posX: CGFloat
    var posY: CGFloat
    var tilePositionId: Int
    var tilePropertyIds: [Int]
    var color: Color
    var money: Int

    enum Color: String, Codable, CaseIterable {
        case player0 = "Player0"
        case player1 = "Player1"
        case player2 = "Player2"
        case player3 = "Player3"
        case player4 = "Player4"
    }
}

class PlayerModel: ObservableObject {
    @Published var players: [Player] = []

    init() {
        players = [
            Player(id: 1, name: "Linh", posX: 150, posY: 150, tilePositionId: 0, tilePropertyIds: [], color: .player1, money: 1450),
            Player(id: 2, name: "Bao", posX: 150, posY: 150, tilePositionId: 0, tilePropertyIds: [3], color: .player2, money: 820),
            Player(id: 3, name: "Mai", posX: 150, posY: 150, tilePositionId: 0, tilePropertyIds: [], color: .player3, money: 75),
            Player(id: 4, name: "Quang", posX: 150, posY: 150, tilePositionId: 0, tilePropertyIds: [], color: .player4, money: 2310),
        ]
    }
}
