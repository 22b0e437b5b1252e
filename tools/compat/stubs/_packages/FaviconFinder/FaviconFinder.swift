import SwiftUI
// Stub of the FaviconFinder package (will-lumley/FaviconFinder): the API corpus rows use.

public enum FaviconFormatType: String, Sendable {
    case appleTouchIcon, appleTouchIconPrecomposed, shortcutIcon, icon, ico, png, metaOpenGraphImage, launcherIcon, unknown
}

public enum FaviconSourceType: String, Sendable {
    case html, ico, webApplicationManifestFile, metaOpenGraphImage
}

public struct FaviconURL: Hashable, Sendable {
    public let source: URL
    public let format: FaviconFormatType
    public let sourceType: FaviconSourceType
    public let sizes: String?

    public init(source: URL, format: FaviconFormatType, sourceType: FaviconSourceType, sizes: String? = nil) {
        self.source = source
        self.format = format
        self.sourceType = sourceType
        self.sizes = sizes
    }
}
