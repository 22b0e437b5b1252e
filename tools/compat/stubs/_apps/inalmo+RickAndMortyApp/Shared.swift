// Stubs the rows r499, r500 of inalmo/RickAndMortyApp share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI
import UIKit

struct AsyncImageView: View {
    let url: URL

    @State private var loaded: UIImage?

    var body: some View {
        ZStack {
            if let loaded {
                Image(uiImage: loaded).resizable()
            } else {
                ProgressView().accentColor(.white)
            }
        }
        .onAppear {
            Task {
                guard let (bytes, _) = try? await URLSession.shared.data(from: url) else { return }
                loaded = UIImage(data: bytes)
            }
        }
    }
}

/// Our stand-in for the app's backgroundStyle(cornerRadius:): the corners clipped, a faint rim lighter at the
/// top, and in dark mode the app's "Background" colour laid over (its shadow is off by default, so none here).
private struct CardChrome: ViewModifier {
    let radius: CGFloat
    let tint: Double
    @Environment(\.colorScheme) private var scheme

    func body(content: Content) -> some View {
        let dark = scheme == .dark
        let shape = RoundedRectangle(cornerRadius: radius)
        let rim = LinearGradient(colors: [Color.white.opacity(dark ? 0.6 : 0.3), Color.black.opacity(dark ? 0.3 : 0.1)],
                                 startPoint: .top, endPoint: .bottom)
        return content
            .overlay(Color("Background").opacity(dark ? tint : 0).blendMode(.overlay).allowsHitTesting(false))
            .clipShape(shape)
            .overlay(shape.stroke(rim).blendMode(.overlay))
    }
}

extension View {
    func backgroundStyle(cornerRadius: CGFloat = 20, opacity: Double = 0.6) -> some View {
        modifier(CardChrome(radius: cornerRadius, tint: opacity))
    }
}
