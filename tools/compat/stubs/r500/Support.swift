// Stubs for inalmo/RickAndMortyApp RickMortyApp/Features/Presentation/Components/SectionRowView/
// SectionRow+View.swift: our own stand-ins for the app's CircularView (SectionRowView/Circular+View.swift),
// AsyncImageView (Components/AsyncImage+View.swift) and its backgroundStyle(cornerRadius:) modifier
// (Modifiers/BackgroundStyle+Modifier.swift, BackgroundColor+Modifier.swift).
/// Our stand-in for the app's AsyncImageView: a white spinner until the picture has loaded.
import SwiftUI
import UIKit

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
