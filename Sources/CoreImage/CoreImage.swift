// `import CoreImage` (and `import CoreImage.CIFilterBuiltins`, which IOSSources reads as it) for
// rows that make their pictures: a QR code for an address or a ticket, an image inverted,
// recoloured or scaled. An image is a recipe, evaluated where a context renders it into a
// `CGImage` — pixel centres sampled in Core Image's space (origin at the bottom left, y up).
@_exported import Foundation
@_exported import UIKit
// Core Graphics' transform, which Core Image brings along on Apple's systems.
@_exported import struct RowScene.CGAffineTransform
import RowScene
import RowRaster

/// A colour in Core Image's filters: straight (not premultiplied) sRGB components, 0…1.
public final class CIColor: @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A UIKit colour's components (its light appearance, as `UIColor.getRed` reads it).
    public convenience init(color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
    public static let black = CIColor(red: 0, green: 0, blue: 0), white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = CIColor(red: 1, green: 0, blue: 0), green = CIColor(red: 0, green: 1, blue: 0), blue = CIColor(red: 0, green: 0, blue: 1)
    var premultiplied: Pixel { Pixel(Float(red * alpha), Float(green * alpha), Float(blue * alpha), Float(alpha)) }
}

/// A premultiplied RGBA sample.
struct Pixel: Equatable {
    var r: Float, g: Float, b: Float, a: Float
    init(_ r: Float, _ g: Float, _ b: Float, _ a: Float) { self.r = r; self.g = g; self.b = b; self.a = a }
    static let clear = Pixel(0, 0, 0, 0)
    static func + (x: Pixel, y: Pixel) -> Pixel { Pixel(x.r + y.r, x.g + y.g, x.b + y.b, x.a + y.a) }
    static func * (x: Pixel, k: Float) -> Pixel { Pixel(x.r * k, x.g * k, x.b * k, x.a * k) }
}

/// An image as Core Image describes one: what each point of the plane shows, and the extent
/// where it shows anything (infinite for a colour). Transforms, crops and filters make new
/// images; nothing is computed until a context renders one.
public final class CIImage: @unchecked Sendable {
    public let extent: CGRect
    let sample: (CGFloat, CGFloat) -> Pixel
    /// A bitmap's pixels and how they are sampled, while the image is that bitmap moved or
    /// scaled (so a later `samplingNearest()` can still change how).
    let bitmap: Bitmap?

    struct Bitmap {
        let width: Int, height: Int
        /// Premultiplied, top row first.
        let pixels: [Pixel]
        /// Raster space (pixel centres at i + 0.5, y up from the bottom row) to image space.
        let transform: CGAffineTransform
        let nearest: Bool

        func sample(_ x: CGFloat, _ y: CGFloat) -> Pixel {
            let p = CGPoint(x: x, y: y).applying(transform.inverted())
            if nearest {
                let i = Int(p.x.rounded(.down)), j = Int(p.y.rounded(.down))
                return pixel(i, j)
            }
            let u = p.x - 0.5, v = p.y - 0.5
            let i = Int(u.rounded(.down)), j = Int(v.rounded(.down))
            let fx = Float(u - CGFloat(i)), fy = Float(v - CGFloat(j))
            return pixel(i, j) * ((1 - fx) * (1 - fy)) + pixel(i + 1, j) * (fx * (1 - fy))
                + pixel(i, j + 1) * ((1 - fx) * fy) + pixel(i + 1, j + 1) * (fx * fy)
        }
        /// Pixel (i, j) counted from the bottom left; clear outside.
        func pixel(_ i: Int, _ j: Int) -> Pixel {
            guard i >= 0, j >= 0, i < width, j < height else { return .clear }
            return pixels[(height - 1 - j) * width + i]
        }
        var extent: CGRect { CGRect(x: 0, y: 0, width: width, height: height).applying(transform) }
    }

    init(extent: CGRect, sample: @escaping (CGFloat, CGFloat) -> Pixel) {
        self.extent = extent; self.sample = sample; bitmap = nil
    }
    init(bitmap: Bitmap) {
        self.bitmap = bitmap; extent = bitmap.extent
        sample = { x, y in bitmap.sample(x, y) }
    }

    /// A bitmap's pixels, its bottom left at the origin, sampled linearly.
    public convenience init(cgImage: CGImage) {
        let bytes = cgImage.premultipliedRGBA
        let pixels = (0..<cgImage.width * cgImage.height).map { k in
            Pixel(Float(bytes[4 * k]) / 255, Float(bytes[4 * k + 1]) / 255, Float(bytes[4 * k + 2]) / 255, Float(bytes[4 * k + 3]) / 255)
        }
        self.init(bitmap: Bitmap(width: cgImage.width, height: cgImage.height, pixels: pixels, transform: .identity, nearest: false))
    }
    /// A UIKit image made from a bitmap (nil for an asset, a symbol or file data: Core Image
    /// reads those from their pixels, which are decoded only where they are drawn).
    public convenience init?(image: UIImage) {
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }
    /// A colour everywhere (an infinite extent).
    public convenience init(color: CIColor) {
        let value = color.premultiplied
        self.init(extent: .infinite) { _, _ in value }
    }
    /// Nothing, anywhere.
    public static func empty() -> CIImage { CIImage(extent: .null) { _, _ in .clear } }

    /// The image moved, scaled or turned by `matrix`.
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        if let bitmap {
            return CIImage(bitmap: Bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels,
                                          transform: bitmap.transform.concatenating(matrix), nearest: bitmap.nearest))
        }
        let inverse = matrix.inverted(), sample = self.sample
        return CIImage(extent: extent.isInfinite ? extent : extent.applying(matrix)) { x, y in
            let p = CGPoint(x: x, y: y).applying(inverse)
            return sample(p.x, p.y)
        }
    }
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage { transformed(by: matrix) }
    /// The image inside `rect` only.
    public func cropped(to rect: CGRect) -> CIImage {
        let sample = self.sample, bounds = extent.intersection(rect)
        return CIImage(extent: bounds) { x, y in bounds.contains(CGPoint(x: x, y: y)) ? sample(x, y) : .clear }
    }
    /// The same image with its bitmap sampled by nearest neighbour (hard pixel edges when enlarged).
    public func samplingNearest() -> CIImage { sampled(nearest: true) }
    /// The same image with its bitmap sampled bilinearly.
    public func samplingLinear() -> CIImage { sampled(nearest: false) }
    private func sampled(nearest: Bool) -> CIImage {
        guard let bitmap else { return self }
        return CIImage(bitmap: Bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels, transform: bitmap.transform, nearest: nearest))
    }
    /// This image drawn over `dest` (source over).
    public func composited(over dest: CIImage) -> CIImage {
        let top = sample, bottom = dest.sample
        return CIImage(extent: extent.union(dest.extent)) { x, y in
            let a = top(x, y), b = bottom(x, y)
            return a + b * (1 - a.a)
        }
    }
    /// The image through the filter named `name`, with `parameters` (nil for a filter RowFrame lacks).
    public func applyingFilter(_ name: String, parameters: [String: Any] = [:]) -> CIImage {
        guard let filter = CIFilter(name: name) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in parameters { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }
}

/// Options a context is made with (accepted: RowFrame's contexts have one working space, sRGB).
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

/// Renders images into bitmaps.
public final class CIContext: @unchecked Sendable {
    public init() {}
    public init(options: [CIContextOption: Any]?) {}

    /// The image's pixels inside `rect` (rounded out to whole pixels): each pixel is the image
    /// sampled at its centre. Nil for an empty or infinite rectangle, or one over
    /// `RowRaster.Canvas.maxPixelCount` pixels (checked before allocating).
    public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        guard !rect.isNull, !rect.isInfinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let x0 = rect.minX.rounded(.down), y0 = rect.minY.rounded(.down)
        let width = Int(rect.maxX.rounded(.up) - x0), height = Int(rect.maxY.rounded(.up) - y0)
        guard width > 0, height > 0, width <= Canvas.maxDimension, height <= Canvas.maxDimension,
              width * height <= Canvas.maxPixelCount else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        for row in 0..<height {
            let y = y0 + CGFloat(height - row) - 0.5
            for column in 0..<width {
                let p = image.sample(x0 + CGFloat(column) + 0.5, y), k = (row * width + column) * 4
                let a = max(0, min(1, p.a))
                bytes[k] = byte(min(p.r, a)); bytes[k + 1] = byte(min(p.g, a)); bytes[k + 2] = byte(min(p.b, a)); bytes[k + 3] = byte(a)
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }
}

extension UIImage {
    /// A Core Image image, rendered over its extent (nothing for an empty or infinite one).
    public convenience init(ciImage: CIImage) {
        if let cgImage = CIContext().createCGImage(ciImage, from: ciImage.extent) { self.init(cgImage: cgImage) } else { self.init() }
    }
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if let cgImage = CIContext().createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: cgImage, scale: scale, orientation: orientation)
        } else { self.init() }
    }
}
