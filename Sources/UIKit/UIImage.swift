import Foundation

/// An image as UIKit names one: an asset by name, an SF Symbol, PNG or JPEG data, or a bitmap
/// (`CGImage`). RowFrame draws it
/// through SwiftUI's `Image(uiImage:)` — an asset from the environment's image folder, a symbol
/// from the bundled symbol font, PNG or JPEG data decoded — so a `UIImage` here is what to draw, not
/// pixels already loaded.
public final class UIImage: Sendable {
    public enum Source: Sendable, Equatable {
        case named(String)
        case system(String)
        /// PNG or JPEG file data.
        case data([UInt8])
        /// Pixels already made.
        case bitmap(CGImage)
        /// `UIImage()`: no pixels, no size.
        case empty
    }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public let source: Source
    /// Pixels per point of image data (1 unless given).
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The color `withTintColor` gave (a `UIColor`, which SwiftUI's side of the package
    /// declares): a template image drawn in it.
    package let tint: (any Sendable)?
    /// How a symbol image is drawn (`withConfiguration`, `UIImage(systemName:withConfiguration:)`).
    public let symbolConfiguration: SymbolConfiguration?

    package init(source: Source, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, tint: (any Sendable)? = nil,
                 symbolConfiguration: SymbolConfiguration? = nil) {
        self.source = source; self.scale = scale; self.renderingMode = renderingMode; self.tint = tint
        self.symbolConfiguration = symbolConfiguration
    }
    /// An image with no pixels (it draws nothing and takes no space).
    public convenience init() { self.init(source: .empty) }
    /// An asset by name, drawn from the render's asset catalogs or image folder. Nil, as on iOS,
    /// for a name no asset can have (empty, or a URL) and, while a render that was given assets
    /// runs, for a name none of them has (so a row's fallback shows, as on iOS).
    public convenience init?(named name: String) {
        guard !name.isEmpty, !name.contains("://"), ImageAssets.current?.holds(name) ?? true else { return nil }
        self.init(source: .named(name))
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?) { self.init(named: name) }

    /// An SF Symbol by name. Nil, as on iOS, for a string that names no symbol at all (while a
    /// render runs: `SymbolNames.current` says which do).
    public convenience init?(systemName name: String) {
        guard SymbolNames.current?.mayName(name) ?? true else { return nil }
        self.init(source: .system(name))
    }
    /// PNG or JPEG data (nil for anything else: RowFrame decodes these two bitmap formats).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let bytes = [UInt8](data)
        let png = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), jpeg = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        guard png || jpeg, scale > 0 else { return nil }
        self.init(source: .data(bytes), scale: scale)
    }
    /// A PNG or JPEG file (nil when it cannot be read, is neither, or is over `maxFileBytes`).
    public convenience init?(contentsOfFile path: String) {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= UIImage.maxFileBytes,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }
    /// A bitmap, at `scale` pixels per point (1 unless given), its pixels turned as `orientation`
    /// says they are to be shown (the image keeps them turned: its orientation is then `.up`).
    public convenience init(cgImage: CGImage) { self.init(source: .bitmap(cgImage)) }
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(source: .bitmap(cgImage.oriented(orientation)), scale: scale > 0 ? scale : 1)
    }
    /// The bitmap the image was made from (nil for an asset, a symbol or file data, which are
    /// decoded where they are drawn).
    public var cgImage: CGImage? {
        if case .bitmap(let image) = source { return image }
        return nil
    }
    /// How an image's pixels are to be shown: turned (`.right`: 90° clockwise) or mirrored.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public var imageOrientation: Orientation { .up }
    /// The largest image file read (64 MiB), checked before reading.
    public static let maxFileBytes = 64 << 20
    /// An image asset by its generated symbol.
    public convenience init(resource: ImageResource) { self.init(source: .named(resource.name)) }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(source: source, scale: scale, renderingMode: mode, tint: tint, symbolConfiguration: symbolConfiguration)
    }
    /// The image's PNG file data: the data it was made from when that is a PNG (an asset or a
    /// symbol is not encoded here: nil).
    public func pngData() -> Data? {
        guard case .data(let bytes) = source, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return Data(bytes)
    }
    /// The image's JPEG file data: the data it was made from when that is a JPEG (else nil).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .data(let bytes) = source, bytes.starts(with: [0xFF, 0xD8, 0xFF]) else { return nil }
        return Data(bytes)
    }
}

/// The general pasteboard (`UIPasteboard.general`): a frame copies nothing to the machine, so
/// what code writes is dropped and reads find nothing.
public final class UIPasteboard: Sendable {
    public static var general: UIPasteboard { UIPasteboard() }
    public var string: String? { get { nil } set {} }
    public var strings: [String]? { get { nil } set {} }
    public var url: URL? { get { nil } set {} }
    public var image: UIImage? { get { nil } set {} }
    public var hasStrings: Bool { false }
    public var hasURLs: Bool { false }
    public var hasImages: Bool { false }
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {}
}

/// An image asset by its generated symbol (Xcode's `ImageResource`, generated for an asset
/// catalog as `extension ImageResource { static let logo = ImageResource(name: "logo", bundle: .main) }`).
public struct ImageResource: Sendable, Hashable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// A color asset by its generated symbol (Xcode's `ColorResource`).
public struct ColorResource: Sendable, Hashable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// The images of the running render, as `UIImage(named:)` asks after them. (A struct around the
/// closure: a task-local of a bare function type crashed in release builds, Swift 6.3.1.)
public struct ImageAssets: Sendable {
    /// Whether the render's assets hold an image of a name.
    public let holds: @Sendable (String) -> Bool
    public init(holds: @escaping @Sendable (String) -> Bool) { self.holds = holds }
    /// The running render's (nil outside a render, or in one given no asset catalog or image
    /// folder: every name is taken as an asset then).
    @TaskLocal public static var current: ImageAssets?
}

/// Which strings name an SF Symbol, as `UIImage(systemName:)` asks while a render runs.
public struct SymbolNames: Sendable {
    public let mayName: @Sendable (String) -> Bool
    public init(mayName: @escaping @Sendable (String) -> Bool) { self.mayName = mayName }
    /// The running render's (nil outside a render: every name is taken as a symbol).
    @TaskLocal public static var current: SymbolNames?
}

extension CGImage {
    /// The pixels as `orientation` shows them.
    package func oriented(_ orientation: UIImage.Orientation) -> CGImage {
        let w = width, h = height
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let ow = turned ? h : w, oh = turned ? w : h
        // The source pixel shown at (u, v).
        let source: (Int, Int) -> (Int, Int)
        switch orientation {
        case .up: return self
        case .down: source = { u, v in (w - 1 - u, h - 1 - v) }
        case .left: source = { u, v in (w - 1 - v, u) }
        case .right: source = { u, v in (v, h - 1 - u) }
        case .upMirrored: source = { u, v in (w - 1 - u, v) }
        case .downMirrored: source = { u, v in (u, h - 1 - v) }
        case .leftMirrored: source = { u, v in (v, u) }
        case .rightMirrored: source = { u, v in (w - 1 - v, h - 1 - u) }
        }
        var bytes = [UInt8](repeating: 0, count: premultipliedRGBA.count)
        for v in 0..<oh {
            for u in 0..<ow {
                let (x, y) = source(u, v), from = (y * w + x) * 4, to = (v * ow + u) * 4
                for c in 0..<4 { bytes[to + c] = premultipliedRGBA[from + c] }
            }
        }
        return CGImage(width: ow, height: oh, premultipliedRGBA: bytes) ?? self
    }
}
