import Foundation

/// An image as UIKit names one: an asset by name, an SF Symbol, or PNG data. RowFrame draws it
/// through SwiftUI's `Image(uiImage:)` — an asset from the environment's image folder, a symbol
/// from the bundled symbol font, PNG data decoded — so a `UIImage` here is what to draw, not
/// pixels already loaded.
public final class UIImage: Sendable {
    public enum Source: Sendable, Equatable {
        case named(String)
        case system(String)
        case png([UInt8])
    }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public let source: Source
    /// Pixels per point of PNG data (1 unless given).
    public let scale: CGFloat
    public let renderingMode: RenderingMode

    init(source: Source, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.source = source; self.scale = scale; self.renderingMode = renderingMode
    }
    /// An asset: found (or shown as missing) when drawn, in the image folder of the frame.
    public convenience init?(named name: String) { self.init(source: .named(name)) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?) { self.init(source: .named(name)) }
    public convenience init?(systemName name: String) { self.init(source: .system(name)) }
    /// PNG data (nil for anything else: RowFrame decodes PNG only).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), scale > 0 else { return nil }
        self.init(source: .png(bytes), scale: scale)
    }
    /// A PNG file (nil when it cannot be read, is not PNG, or is over `maxFileBytes`).
    public convenience init?(contentsOfFile path: String) {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= UIImage.maxFileBytes,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }
    /// The largest image file read (64 MiB), checked before reading.
    public static let maxFileBytes = 64 << 20
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { UIImage(source: source, scale: scale, renderingMode: mode) }
}
