import SwiftUI
import UIKit

// Stubs for what the RickAndMorty views use from the rest of the app (xramos/RickAndMorty at
// 239c123): Constants.swift, the asset catalog's colours (Xcode's generated Color symbols; light
// "any" and dark values from Assets.xcassets/*.colorset) and CachedAsyncImage.

struct Constants {
    static let baseURL = "https://rickandmortyapi.com/api"
    static let testBaseURL = "http://jsonplaceholder.typicode.com"
    static let modelName = "RickAndMorty"
    static let imageSize: CGFloat = 60
    static let radius: CGFloat = 2
    static let cornerRadius: CGFloat = 10
    static let padding: CGFloat = 12
    static let spacing: CGFloat = 20
    static let snapshotsPerceptualPrecision: Float = 0.98
}

private func asset(_ light: (Int, Int, Int), _ dark: (Int, Int, Int)) -> Color {
    Color(UIColor { traits in
        let c = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(red: CGFloat(c.0) / 255, green: CGFloat(c.1) / 255, blue: CGFloat(c.2) / 255, alpha: 1)
    })
}

extension Color {
    static var neutral: Color { asset((0xD7, 0xDB, 0xD3), (0x10, 0x15, 0x10)) }
    static var primaryContainer: Color { asset((0xB9, 0xF0, 0xB8), (0x1F, 0x50, 0x27)) }
    static var primaryMain: Color { asset((0x37, 0x69, 0x3D), (0x9D, 0xD4, 0x9E)) }
    static var secondaryMain: Color { asset((0x63, 0x56, 0x8F), (0xCE, 0xBD, 0xFF)) }
}

/// Views/NetworkImage/CachedAsyncImage.swift: an AsyncImage that loads through its own URLCache
/// in a Task started on appear. The snapshot is taken before that load can finish, so the phase
/// is still `.empty`.
struct CachedAsyncImage<Content: View>: View {
    private let content: (AsyncImagePhase) -> Content

    init(url: URL?, scale: CGFloat = 1, animation: Animation = .default, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content
    }

    var body: some View {
        content(.empty)
    }
}
