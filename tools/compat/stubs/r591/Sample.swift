import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let items = [
        MediaRowView.Data(id: 693134, title: "Dune: Part Two", details: "2024 · Science Fiction, Adventure",
                          overview: "Follow the mythic journey of Paul Atreides as he unites with Chani and the Fremen while on a path of revenge against the conspirators who destroyed his family.",
                          posterURL: URL(string: "https://image.tmdb.org/t/p/w342/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg"),
                          rating: 8.2, placeholder: nil),
        MediaRowView.Data(id: 872585, title: "Oppenheimer", details: "2023 · Drama, History",
                          overview: "The story of J. Robert Oppenheimer's role in the development of the atomic bomb during World War II.",
                          posterURL: nil, rating: 8.1, placeholder: nil),
    ]
    // MediasListView: a plain list of media rows.
    return List(items) { item in
        MediaRowView(data: item)
    }
    .listStyle(.plain)
}
