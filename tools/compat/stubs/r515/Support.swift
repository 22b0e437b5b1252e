// Stubs for cuappdev/score-ios score-ios/Views/DetailedViews/ScoringUpdateCell.swift: GameUpdate and
// EventParty (score-ios/Models/GameUpdate.swift), ordinalNumberString (Utils/OrdinalSuffix.swift) and the
// app's Constants (Utils/Constants.swift: colours and the Poppins fonts the app bundles) with Color(hex:)
// (Utils/PrimaryColors.swift); our own stand-ins with the app's names and values.
import SwiftUI

struct GameUpdate: Hashable {
    var id: UUID = UUID()
    var timestamp: Int
    var isTotal: Bool
    var cornellScore: Int
    var opponentScore: Int
    var time: String
    var isCornell: Bool
    var eventParty: EventParty
    var description: String
}

enum EventParty {
    case Cornell
    case Neither
    case Opponent
}

/// "1st", "2nd", "3rd", "4th", "11th", "21st"…; "--" for -1 (no period).
func ordinalNumberString(for number: Int) -> String {
    if number == -1 { return "--" }
    let ones = number % 10, tens = number % 100
    let special = ["st", "nd", "rd"]
    let suffix = (1...3).contains(ones) && !(11...13).contains(tens) ? special[ones - 1] : "th"
    return String(number) + suffix
}
