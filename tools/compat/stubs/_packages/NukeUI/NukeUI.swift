import SwiftUI
import UIKit
// Stub of the NukeUI package (kean/Nuke): LazyImage, the API corpus rows use. Test double; images
// never load, so the content closure always sees an empty state (its placeholder branch).

public struct ImageRequest: Sendable {
    public let url: URL?
    public init(url: URL?) { self.url = url }
}

/// A decoded image (Nuke's ImageContainer): the platform image and its metadata.
public struct ImageContainer {
    public var image: UIImage
    public init(image: UIImage) { self.image = image }
}

@MainActor public struct LazyImageState {
    public var image: Image? { nil }
    public var imageContainer: ImageContainer? { nil }
    public var isLoading: Bool { false }
    public var error: (any Error)? { nil }
}

public struct LazyImage<Content: View>: View {
    let request: ImageRequest?
    let content: (LazyImageState) -> Content

    public init(url: URL?, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (LazyImageState) -> Content) {
        self.request = ImageRequest(url: url)
        self.content = content
    }

    public init(request: ImageRequest?, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (LazyImageState) -> Content) {
        self.request = request
        self.content = content
    }

    public var body: some View {
        content(LazyImageState())
    }
}
