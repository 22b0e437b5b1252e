import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let calendar = Calendar(identifier: .gregorian)
    let movies = [
        Movie(id: 1, cover: nil, date: calendar.date(from: DateComponents(year: 2025, month: 11, day: 25, hour: 20)),
              genre: "Drama", runtime: "121 min", title: "Past Lives", year: "2023"),
        Movie(id: 2, cover: nil, date: calendar.date(from: DateComponents(year: 2025, month: 12, day: 2, hour: 20)),
              genre: "Animation", runtime: "104 min", title: "The Wild Robot", year: "2024"),
    ]
    // The TU Film widget scrolls the movie cards sideways.
    return ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 12) {
            ForEach(movies) { movie in
                MovieCard(movie: movie)
            }
        }
        .padding()
    }
    .background(Color(uiColor: .systemGroupedBackground))
}
