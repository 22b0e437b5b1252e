// Stubs for swiety30/Filmoteka (r915): the constants the cell reads (Constants/Constants.swift), the movie
// and its rating (Movies/Movie.swift; the poster URL as the app builds it from the title's initials), and
// plain stand-ins of ours for the app's star rating (Views/StarsView.swift), ribbon banner (Views/Banner.swift)
// and rounded star shape (Helpers/StarShape.swift).
import SwiftUI

struct Constants {
    struct Colors {
        static let filledStarColor = Color.yellow
        static let emptyStarColor = Color.white

        struct MovieCell {
            static let fontColor = Color.black
            static let background = Color(red: 235 / 255, green: 245 / 255, blue: 238 / 255)
        }

        struct Banner {
            static let frameColor = Color(red: 218 / 255, green: 165 / 255, blue: 32 / 255)
            static let backgroundColor = Color.red
        }
    }

    struct Sizes {
        static let starStroke: CGFloat = 2
        static let defaultStarSize: CGFloat = 20

        struct MovieCell {
            static let corners: CGFloat = 20
            static let bannerHeight: CGFloat = 70
            static let bannerWidth: CGFloat = 30
            static let imageShadow: CGFloat = 10
            static let imageHeight: CGFloat = 200
        }

        struct Banner {
            static let padding: CGFloat = 4
        }
    }
}

typealias Category = String

struct Movie: Hashable, Identifiable, Codable, Equatable {
    var id = UUID()
    var name: String
    var year: String
    var description: String = ""
    var notes: String = ""
    var isWatched: Bool
    var isFavourite: Bool
    var category: Category
    var rating: Rating
    let logoImageURL: String
    let detailsImageURL: String

    enum Rating: Int, CaseIterable, Codable, Equatable {
        case one = 1, two, three, four, five
    }

    init(name: String, year: String = "2011", isWatched: Bool, isFavourite: Bool = false, category: Category, rating: Rating = .three) {
        self.name = name
        self.year = year
        self.isWatched = isWatched
        self.isFavourite = isFavourite
        self.category = category
        self.rating = rating
        let initials = name.split(separator: " ").compactMap(\.first).map(String.init).joined()
        self.logoImageURL = "https://dummyimage.com/150x200/752d75/15ff00.png&text=\(initials)"
        self.detailsImageURL = "https://dummyimage.com/500x250/752d75/15ff00.png&text=\(name.replacingOccurrences(of: " ", with: "+"))"
    }
}

struct RoundedStar: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.45
        var path = Path()
        for index in 0..<10 {
            let radius = index.isMultiple(of: 2) ? outer : inner
            let angle = Double(index) * .pi / 5 - .pi / 2
            let point = CGPoint(x: center.x + CGFloat(cos(angle)) * radius, y: center.y + CGFloat(sin(angle)) * radius)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct StarsView: View {
    @Binding var currentRating: Movie.Rating

    var body: some View {
        HStack {
            ForEach(Movie.Rating.allCases, id: \.self) { rating in
                RoundedStar()
                    .fill(rating.rawValue <= currentRating.rawValue ? Constants.Colors.filledStarColor : Constants.Colors.emptyStarColor)
                    .frame(width: Constants.Sizes.defaultStarSize, height: Constants.Sizes.defaultStarSize)
            }
        }
    }
}

struct Banner<Content: View>: View {
    let width, height: CGFloat
    let content: Content

    var body: some View {
        ZStack {
            Rectangle()
                .fill(Constants.Colors.Banner.backgroundColor)
                .frame(width: width, height: height)
            content
                .frame(width: width - Constants.Sizes.Banner.padding, height: width - Constants.Sizes.Banner.padding)
        }
    }
}
