import SwiftUI

// Results: the past games, one cell each, in a scroll view.
@MainActor func makeSampleRow() -> some View {
    func result(_ subtopic: String, _ image: String, _ score: Float, _ date: Date?) -> GameResult {
        let result = GameResult(context: ZubriStore.context)
        result.subtopic = subtopic
        result.imageName = image
        result.scoreFraction = score
        result.date = date
        return result
    }
    let results = [
        result("Travel: At the airport", "travel", 0.8, Date(timeIntervalSince1970: 1_763_900_000)),
        result("Food: Ordering", "food", 0.55, Date(timeIntervalSince1970: 1_763_500_000)),
        result("Work: Meetings", "work", 1, nil),
    ]
    return ScrollView {
        VStack(spacing: 0) {
            ForEach(results, id: \.self) { ResultCell(result: $0) }
        }
        .padding(.horizontal)
    }
}
