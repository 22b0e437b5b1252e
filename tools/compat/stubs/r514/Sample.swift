import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let base = Date(timeIntervalSince1970: 1_764_000_000)
    let games = [
        Game(opponent: Team(id: "t1", color: "#4E2A84", image: "https://cornellbigred.com/images/logos/princeton.png",
                            name: "Princeton University"),
             city: "Princeton", state: "NJ", date: base.addingTimeInterval(86_400 * 3), sport: .Football,
             address: "Princeton Stadium", sex: .Men),
        Game(opponent: Team(id: "t2", color: "#003087", image: "https://cornellbigred.com/images/logos/penn.png",
                            name: "University of Pennsylvania"),
             city: "", state: "", date: base.addingTimeInterval(86_400 * 5), sport: .Soccer,
             address: "N/A", sex: .Women),
    ]
    // The upcoming-games list: tiles stacked on the app's white background.
    return ScrollView {
        VStack(spacing: 16) {
            ForEach(games) { game in
                UpcomingGameTile(game: game)
            }
        }
        .padding(.horizontal, 24)
    }
    .background(Color.white)
}
