import SwiftUI
import UIKit
// Stubs for inalmo/RickAndMortyApp RickMortyApp/Features/Presentation/Components/SectionRowView/
// SectionRow+View.swift: our own stand-ins for the app's CircularView (SectionRowView/Circular+View.swift),
// AsyncImageView (Components/AsyncImage+View.swift) and its backgroundStyle(cornerRadius:) modifier
// (Modifiers/BackgroundStyle+Modifier.swift, BackgroundColor+Modifier.swift).

/// Our stand-in for the app's AsyncImageView: a white spinner until the picture has loaded.
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

/// Our stand-in for the app's CircularView: a ring from the top, purple to orange, that springs to its value.
struct CircularView: View {
    var value: CGFloat = 0.5
    var lineWidth: Double = 4

    @State private var shown = false

    var body: some View {
        let colors = AngularGradient(colors: [.purple, .orange, .purple], center: .center,
                                     startAngle: .zero, endAngle: .degrees(360))
        return Circle()
            .trim(from: 0, to: shown ? value : 0)
            .stroke(colors, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            .rotationEffect(.degrees(-90))
            .onAppear {
                withAnimation(.spring().delay(0.5)) { shown = true }
            }
    }
}
