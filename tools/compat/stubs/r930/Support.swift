// Stub for bnwlkr/KEEPiN (r930): the leaderboard's player (keepin/Player.swift). Our own test double with the
// app's names.
import Foundation

class Player: Identifiable {
    var username: String!
    var highscore: Int = 0
    var region: String!

    init(username: String, highscore: Int, region: String) {
        self.username = username
        self.highscore = highscore
        self.region = region
    }
}
