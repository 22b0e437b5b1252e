import SwiftUI
// Stub of Nordic's iOS-Common-Libraries (module iOS_Common_Libraries): the API corpus rows use.

extension Color {
    public static let nordicBlue = Color(red: 0.0, green: 0.663, blue: 0.808)
    public static let nordicLake = Color(red: 0.0, green: 0.467, blue: 0.784)
    public static let nordicSky = Color(red: 0.42, green: 0.784, blue: 0.933)
    public static let nordicRed = Color(red: 0.933, green: 0.259, blue: 0.259)
    /// Nordic blue on light backgrounds, sky on dark.
    public static let universalAccentColor = Color.nordicBlue
}

/// A small capsule with an optional symbol and a name.
public struct BadgeView: View {
    private let image: Image?
    private let name: String
    private let color: Color

    public init(image: Image? = nil, name: String, color: Color = .secondary) {
        self.image = image
        self.name = name
        self.color = color
    }

    public var body: some View {
        HStack(spacing: 4) {
            if let image {
                image.foregroundColor(color)
            }
            Text(name)
                .foregroundColor(color)
        }
        .font(.caption)
        .padding(.horizontal, 6)
        .padding(.vertical, 2)
        .background(Capsule().fill(color.opacity(0.15)))
    }
}
