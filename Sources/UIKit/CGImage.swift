import Foundation

/// A bitmap as Core Graphics hands one around: pixels already made (by Core Image's filters,
/// `CIContext.createCGImage`), drawn by `Image(uiImage:)` and `Image(_:scale:label:)`. 8-bit
/// premultiplied RGBA in sRGB, top row first.
public final class CGImage: @unchecked Sendable, Equatable {
    /// The same pixels.
    public static func == (a: CGImage, b: CGImage) -> Bool {
        a === b || (a.width == b.width && a.height == b.height && a.premultipliedRGBA == b.premultipliedRGBA)
    }
    public let width: Int
    public let height: Int
    /// `width · height · 4` bytes: R, G, B, A per pixel, premultiplied.
    package let premultipliedRGBA: [UInt8]
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    /// Nil unless `bytes` holds exactly `width · height` pixels (and the size is positive).
    package init?(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
              bytes.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; premultipliedRGBA = bytes
    }

    /// The part of the image inside `rect` (pixels; the rectangle is rounded out to whole pixels),
    /// nil when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized
        let x0 = max(0, Int(r.minX.rounded(.down))), y0 = max(0, Int(r.minY.rounded(.down)))
        let x1 = min(width, Int(r.maxX.rounded(.up))), y1 = min(height, Int(r.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 { bytes += premultipliedRGBA[(y * width + x0) * 4..<(y * width + x1) * 4] }
        return CGImage(width: x1 - x0, height: y1 - y0, premultipliedRGBA: bytes)
    }
}
