import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let movies = [
        Movie(id: 1184918, title: "The Wild Robot", originalTitle: "The Wild Robot",
              overview: "After a shipwreck, an intelligent robot called Roz is stranded on an uninhabited island.",
              posterPath: "/wTnV3PCVW5O92JMrFvvrRcV39RU.jpg", backdropPath: nil, releaseDate: "2024-09-12",
              voteAverage: 8.4, voteCount: 4120, popularity: 310.2),
        Movie(id: 558449, title: "Gladiator II", originalTitle: "Gladiator II",
              overview: "Years after witnessing the death of the revered hero Maximus, Lucius is forced to enter the Colosseum.",
              posterPath: nil, backdropPath: nil, releaseDate: "2024-11-05",
              voteAverage: 6.8, voteCount: 2890, popularity: 250.7),
    ]
    // ContentView: popular movies in a list, each row a navigation link.
    return NavigationStack {
        List(movies) { movie in
            NavigationLink(value: movie.id) {
                MovieRow(movie: movie)
            }
        }
        .navigationTitle("Popular")
    }
}
