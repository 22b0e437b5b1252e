import SwiftUI
import TMDb

@MainActor func makeSampleRow() -> some View {
    let movie = Movie(id: 76_600, title: "Avatar: The Way of Water", runtime: 192,
                      releaseDate: Date(timeIntervalSince1970: 1_670_976_000), voteAverage: 7.7)
    return VStack(spacing: 12) {
        HStack(spacing: 0) {
            Rectangle()
                .fill(.orange)
                .frame(width: DisplayType.landscape.imageSize.width,
                       height: DisplayType.landscape.imageSize.height)
            MovieShortInfo(movie: movie, displayType: .landscape)
        }
        .frame(width: 393)
        VStack(spacing: 0) {
            Rectangle()
                .fill(.orange)
                .frame(width: DisplayType.portrait(.small).imageSize.width,
                       height: DisplayType.portrait(.small).imageSize.height)
            MovieShortInfo(movie: .previewMovie1, displayType: .portrait(.small))
        }
    }
    .padding(8)
}
