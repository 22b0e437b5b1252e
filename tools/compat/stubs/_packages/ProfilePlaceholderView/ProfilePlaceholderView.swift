import SwiftUI
// Stub of the ProfilePlaceholderView package (cs4alhaider/ProfilePlaceholderView): initials on a
// gradient behind an image. Test double with the library's public API.

public extension Image {
    func withProfilePlaceholderView(name: String, backgroundGradientColors: [Color]? = nil, font: Font? = nil) -> some View {
        ProfilePlaceholderView(name: name, backgroundGradientColors: backgroundGradientColors, font: font)
            .overlay(self)
    }
}

public struct ProfilePlaceholderView: View {
    let name: String
    let backgroundGradientColors: [Color]?
    let font: Font?

    public init(name: String, backgroundGradientColors: [Color]? = nil, font: Font? = nil) {
        self.name = name
        self.backgroundGradientColors = backgroundGradientColors
        self.font = font
    }

    var initials: String {
        let words = name.split(separator: " ").map { $0.uppercased() }
        guard let first = words.first?.prefix(1) else { return "" }
        if words.count == 1 { return String(first) }
        return "\(first) \(words.last!.prefix(1))"
    }

    public var body: some View {
        GeometryReader { geo in
            ZStack {
                LinearGradient(colors: backgroundGradientColors ?? [.blue, .blue.opacity(0.4)],
                               startPoint: .bottomTrailing, endPoint: .topLeading)
                Text(initials)
                    .foregroundColor(.white)
                    .font(font ?? .system(size: geo.size.width / 2.5 - 5, weight: .medium, design: .rounded))
            }
        }
    }
}
