import SwiftUI
// Stubs for Manisankar-ch/Books Books/Views/BookListItemView.swift (what the row uses from elsewhere in its app).

enum Status: Int, Codable, Identifiable, CaseIterable {
    case toRead, reading, completed
    var id: Self { self }
}

/// A genre tag (a SwiftData @Model in the app).
class Genres {
    var name: String
    var color: String // hex RRGGBB

    init(name: String, color: String) {
        self.name = name
        self.color = color
    }

    var hexColor: Color {
        guard let value = UInt64(color, radix: 16) else { return .red }
        return Color(red: Double((value >> 16) & 0xFF) / 255,
                     green: Double((value >> 8) & 0xFF) / 255,
                     blue: Double(value & 0xFF) / 255)
    }

    static var sample: [Genres] {
        [Genres(name: "Fantasy", color: "00FF00"),
         Genres(name: "Drama", color: "00F0F0"),
         Genres(name: "Sci-fi", color: "0000FF")]
    }
}

/// A book (a SwiftData @Model in the app).
class Book {
    var title: String
    var author: String
    var rating: Int?
    var genres: [Genres]?
    var status: Status

    init(title: String, author: String, rating: Int? = nil, status: Status = .toRead, genres: [Genres]? = nil) {
        self.title = title
        self.author = author
        self.rating = rating
        self.status = status
        self.genres = genres
    }

    var icon: Image {
        switch status {
        case .toRead: return Image(systemName: "checkmark.diamond.fill")
        case .reading: return Image(systemName: "book.fill")
        case .completed: return Image(systemName: "books.vertical.fill")
        }
    }
}

/// A row of colored genre capsules.
struct GenreStackView: View {
    var genres: [Genres]

    var body: some View {
        HStack {
            ForEach(genres.sorted { $0.name < $1.name }, id: \.name) { genre in
                Text(genre.name)
                    .font(.caption)
                    .foregroundStyle(.white)
                    .padding(5)
                    .background(RoundedRectangle(cornerRadius: 5).fill(genre.hexColor))
            }
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}
