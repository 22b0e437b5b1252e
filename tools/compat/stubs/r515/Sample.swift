import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let updates = [
        GameUpdate(timestamp: 1, isTotal: false, cornellScore: 7, opponentScore: 0, time: "8:42", isCornell: true,
                   eventParty: .Cornell, description: "Wang, Jameson 12 yd pass to Robinson, Nick (Zhao, Alan kick)"),
        GameUpdate(timestamp: 2, isTotal: false, cornellScore: 7, opponentScore: 3, time: "2:12", isCornell: false,
                   eventParty: .Opponent, description: "Smith, J. field goal attempt from 31 GOOD"),
        GameUpdate(timestamp: 3, isTotal: false, cornellScore: 10, opponentScore: 3, time: "11:05", isCornell: true,
                   eventParty: .Cornell, description: "Zhao, Alan field goal attempt from 24 GOOD"),
    ]
    // The game detail's scoring summary.
    return ScrollView {
        VStack(spacing: 0) {
            ForEach(updates, id: \.self) { update in
                ScoringUpdateCell(update: update, img: "https://cornellbigred.com/images/logos/princeton.png")
                Divider()
            }
        }
    }
    .background(Color.white)
}
