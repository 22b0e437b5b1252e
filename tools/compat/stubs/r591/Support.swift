// Stubs for olehzahor/MoweeSwiftUI Movee/Scenes/MediasList/Views/MediaRowView/MediaRowView.swift: its
// Data (MediaRowView+Data.swift, without the Media initialiser), the placeholder environment value
// (ViewModifiers/Async/Placeholder.swift), the text styles (Typography, TextStyleModifier.swift; the ones
// used), loadable()/fallible() (ViewModifiers/Async; no loading or error state here), MediaPosterView with
// its Config and Data (Scenes/Explore/Views/MediaPosterView; the poster as a remote image over a grey tile)
// and FoldableTextView (Scenes/PersonDetails/Views; the text cut to its line limit). Our own test doubles.
import SwiftUI
import UIKit

private struct PlaceholderEnvironmentKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var placeholder: Bool {
        get { self[PlaceholderEnvironmentKey.self] }
        set { self[PlaceholderEnvironmentKey.self] = newValue }
    }
}

struct TextStyle {
    var font: Font
    var textColor: Color = .primary
    var multilineTextAlignment: TextAlignment? = nil

    static let mediumTitle = TextStyle(font: .headline, multilineTextAlignment: .center)
    static let mediumSubtitle = TextStyle(font: .subheadline, textColor: .secondary, multilineTextAlignment: .center)
    static let mediumText = TextStyle(font: .subheadline)
}

extension View {
    func textStyle(_ style: TextStyle) -> some View {
        font(style.font)
            .foregroundColor(style.textColor)
            .multilineTextAlignment(style.multilineTextAlignment ?? .leading)
    }

    func loadable() -> some View { self }
    func fallible() -> some View { self }
}

extension UIImage {
    /// The app's poster placeholder asset.
    static var imageMoviePlaceholder: UIImage? { UIImage(named: "movie_placeholder") }
}

struct MediaPosterView: View {
    struct Config {
        let width: CGFloat
        let height: CGFloat
        let cornerRadius: CGFloat
        let showTitles: Bool

        init(width: CGFloat = 100, height: CGFloat = 150, cornerRadius: CGFloat = 8, showTitles: Bool = true) {
            self.width = width
            self.height = height
            self.cornerRadius = cornerRadius
            self.showTitles = showTitles
        }

        static let row = Config(showTitles: false)
    }

    struct Data {
        let posterURL: URL?
        let rating: Double?
        let placeholder: UIImage?
    }

    let data: Data
    let config: Config

    var body: some View {
        AsyncImage(url: data.posterURL) { image in
            image.resizable().aspectRatio(contentMode: .fill)
        } placeholder: {
            Color.gray.opacity(0.2)
        }
        .frame(width: config.width, height: config.height)
        .clipShape(RoundedRectangle(cornerRadius: config.cornerRadius))
    }
}

struct FoldableTextView: View {
    let text: String
    let lineLimit: Int?
    let onMoreTapped: (() -> Void)?

    init(text: String, lineLimit: Int?, onMoreTapped: (() -> Void)? = nil) {
        self.text = text
        self.lineLimit = lineLimit
        self.onMoreTapped = onMoreTapped
    }

    var body: some View {
        Text(text).lineLimit(lineLimit)
    }
}

extension MediaRowView {
    struct Data: Identifiable {
        let id: Int
        let title: String?
        let details: String?
        let overview: String?
        let posterURL: URL?
        let rating: Double?
        let placeholder: UIImage?
    }
}

extension MediaRowView.Data {
    static let placeholder = Self(id: 0, title: "############", details: "#### · ######",
                                  overview: String(repeating: "######## ", count: 24), posterURL: nil, rating: 0,
                                  placeholder: .imageMoviePlaceholder)

    var posterData: MediaPosterView.Data {
        MediaPosterView.Data(posterURL: posterURL, rating: rating, placeholder: placeholder)
    }
}
