import SwiftUI
import CoreData

// The saved scores list: a blue and a red alliance match.
@MainActor func makeSampleRow() -> some View {
    let blue = SkystoneScore(context: ScorerStore.context)
    blue.allianceColor = 0
    blue.teamNumber = "14270"
    blue.matchNumber = "3"
    blue.autoStonesDelivered = 2
    blue.autoStonesPlaced = 1
    blue.teleOpStonesDelivered = 6
    blue.teleOpStonesPlaced = 5
    blue.skyscraperHeight = 4
    blue.numberOfParkings = 1
    let red = SkystoneScore(context: ScorerStore.context)
    red.allianceColor = 1
    red.teamNumber = "8417"
    red.matchNumber = "12"
    red.teleOpStonesDelivered = 3
    red.teleOpStonesPlaced = 2
    return List {
        SavedScoreRow(score: blue)
        SavedScoreRow(score: red)
    }
}
