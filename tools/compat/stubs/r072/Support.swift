import SwiftUI
import CodeEditSymbols
// Stubs for CodeEditApp/CodeEdit CodeEdit/Features/Settings/Pages/AccountsSettings/AccountsSettingsProviderRow.swift (what the row uses from elsewhere in its app).

/// A rounded-square app-style icon: a symbol on the accent colour, text, or an image.
struct FeatureIcon: View {
    private enum IconContent {
        case symbol(String)
        case image(Image)
    }

    private let content: IconContent
    private let color: Color?
    private let size: CGFloat

    init(symbol: String, color: Color? = nil, size: CGFloat? = nil) {
        self.content = .symbol(symbol)
        self.color = color ?? .accentColor
        self.size = size ?? 20
    }

    init(image: Image, size: CGFloat? = nil) {
        self.content = .image(image)
        self.color = nil
        self.size = size ?? 20
    }

    var body: some View {
        RoundedRectangle(cornerRadius: size / 4, style: .continuous)
            .fill(color ?? Color(white: 0.95))
            .overlay {
                switch content {
                case let .symbol(name):
                    Image(systemName: name)
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .foregroundColor(.white)
                        .padding(size / 8)
                case let .image(image):
                    image
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: size / 4, style: .continuous))
            .frame(width: size, height: size)
    }
}

extension View {
    /// Callbacks when the view is pressed and released (a zero-distance drag in the app).
    func pressAction(onPress: @escaping (() -> Void), onRelease: (() -> Void)? = nil) -> some View {
        simultaneousGesture(
            DragGesture(minimumDistance: 0)
                .onChanged { _ in onPress() }
                .onEnded { _ in onRelease?() }
        )
    }
}

// The app's asset catalog generates `ImageResource.gitHubIcon` and friends (Xcode's generated
// asset symbols); declared here as the catalog would.
extension ImageResource {
    static let gitHubIcon = ImageResource(name: "GitHubIcon", bundle: .main)
    static let gitLabIcon = ImageResource(name: "GitLabIcon", bundle: .main)
    static let bitBucketIcon = ImageResource(name: "BitBucketIcon", bundle: .main)
}
