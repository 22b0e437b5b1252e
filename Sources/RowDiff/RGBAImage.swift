import RowRaster

/// A straight-alpha RGBA8 image, as PNG files hold it (what the diff compares).
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]
    public init(width: Int, height: Int, rgba: [UInt8]) { self.width = width; self.height = height; self.rgba = rgba }
    /// A canvas's pixels, unpremultiplied.
    public init(_ canvas: Canvas) { self.init(width: canvas.width, height: canvas.height, rgba: canvas.straightRGBA) }
    /// "1170×360".
    public var sizeText: String { "\(width)×\(height)" }
}
