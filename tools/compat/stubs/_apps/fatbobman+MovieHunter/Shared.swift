import SwiftUI
import TMDb
// Stubs for fatbobman/MovieHunter shared by its rows: Share/SwiftUI/ViewExtension.swift (`if`),
// DisplayType (Views/Common/MovieItem/MovieItem.swift) and the preview movie of
// Share/Configuration/DebugResources.swift.

public extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

public enum DisplayType: Equatable {
    case portrait(Size)
    case landscape

    public enum Size: Equatable {
        case tint
        case small
        case middle
        case large
    }

    var imageSize: CGSize {
        switch self {
        case .landscape:
            return .init(width: 86, height: 128)
        case .portrait(.tint):
            return .init(width: 86, height: 128)
        case .portrait(.small):
            return .init(width: 150, height: 223)
        case .portrait(.middle):
            return .init(width: 174, height: 260)
        case .portrait(.large):
            return .init(width: 174, height: 260)
        }
    }
}

extension Movie {
    static let previewMovie1 = Movie(
        id: 315_162, title: "Puss in Boots: The Last Wish", originalTitle: "Puss in Boots: The Last Wish",
        overview: "Puss in Boots discovers that his passion for adventure has taken its toll.",
        runtime: nil, genres: [.init(id: 12, name: "Animation"), .init(id: 34, name: "Music")],
        releaseDate: Date(timeIntervalSince1970: 1_671_667_200),
        posterPath: URL(string: "/kuf6dutpsT0vSVehic3EZIqkOBt.jpg"),
        backdropPath: URL(string: "/jr8tSoJGj33XLgFBy6lmZhpGQNu.jpg"),
        popularity: 1972.345, voteAverage: 8.4, voteCount: 4613)
}
