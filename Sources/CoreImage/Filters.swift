import Foundation
import UIKit
import RowScene

public let kCIInputImageKey = "inputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputColorKey = "inputColor"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIOutputImageKey = "outputImage"

/// A Core Image filter: parameters set by key (or through the typed properties of
/// `CIFilterBuiltins`), an output image computed from them. RowFrame has the filters rows use
/// to make and recolour pictures — QR codes, colour inversion, mask to alpha, false colour,
/// constant colours, scaling and compositing; `CIFilter(name:)` is nil for any other name.
open class CIFilter: @unchecked Sendable {
    public let name: String
    var values: [String: Any] = [:]
    private let output: (CIFilter) -> CIImage?
    /// The parameters the filter reads.
    public let inputKeys: [String]
    public var outputKeys: [String] { [kCIOutputImageKey] }

    init(name: String, inputs: [String], output: @escaping (CIFilter) -> CIImage?) {
        self.name = name; inputKeys = inputs; self.output = output
    }
    /// The filter RowFrame has by that name, with its default parameters; nil for another name.
    public convenience init?(name: String) {
        guard let filter = CIFilter.make(name) else { return nil }
        self.init(name: filter.name, inputs: filter.inputKeys, output: filter.output)
        values = filter.values
    }
    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }

    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }
    /// Back to the default parameters.
    open func setDefaults() { values = CIFilter.make(name)?.values ?? [:] }
    /// The result (nil while a required parameter is missing or out of range).
    open var outputImage: CIImage? { output(self) }

    func image(_ key: String) -> CIImage? { values[key] as? CIImage }
    func colorValue(_ key: String) -> CIColor? { values[key] as? CIColor }
    func number(_ key: String) -> CGFloat? {
        switch values[key] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// The filter of a Core Image name, made with its defaults.
    static func make(_ name: String) -> CIFilter? {
        switch name {
        case "CIQRCodeGenerator": return QRCodeGeneratorFilter()
        case "CIColorInvert": return ColorInvertFilter()
        case "CIMaskToAlpha": return MaskToAlphaFilter()
        case "CIFalseColor": return FalseColorFilter()
        case "CIConstantColorGenerator": return ConstantColorFilter()
        case "CIAffineTransform": return AffineTransformFilter()
        case "CILanczosScaleTransform": return LanczosScaleFilter()
        case "CISourceOverCompositing": return SourceOverFilter()
        case "CIBlendWithMask": return BlendWithMaskFilter()
        default: return nil
        }
    }
}

/// Per-pixel colour filters: the input image with each sample changed (un-premultiplied first).
private func mapped(_ image: CIImage, _ change: @escaping (Float, Float, Float, Float) -> Pixel) -> CIImage {
    let sample = image.sample
    return CIImage(extent: image.extent) { x, y in
        let p = sample(x, y)
        guard p.a > 0 else { return change(0, 0, 0, 0) }
        return change(p.r / p.a, p.g / p.a, p.b / p.a, p.a)
    }
}
/// Rec. 709 luma, as Core Image's mask and false-colour filters weigh the channels.
private func luma(_ r: Float, _ g: Float, _ b: Float) -> Float { 0.2126 * r + 0.7152 * g + 0.0722 * b }

// MARK: The typed filters (`CIFilterBuiltins`)

/// A QR code generator's parameters: the message's bytes and the error-correction level.
public protocol CIQRCodeGenerator: AnyObject {
    var message: Data { get set }
    /// "L", "M" (the default), "Q" or "H".
    var correctionLevel: String { get set }
}
public protocol CIColorInvert: AnyObject { var inputImage: CIImage? { get set } }
public protocol CIMaskToAlpha: AnyObject { var inputImage: CIImage? { get set } }
public protocol CIFalseColor: AnyObject {
    var inputImage: CIImage? { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}
public protocol CIConstantColorGenerator: AnyObject { var color: CIColor { get set } }
public protocol CIAffineTransform: AnyObject {
    var inputImage: CIImage? { get set }
    var transform: CGAffineTransform { get set }
}
public protocol CILanczosScaleTransform: AnyObject {
    var inputImage: CIImage? { get set }
    var scale: Float { get set }
    var aspectRatio: Float { get set }
}
public protocol CICompositeOperation: AnyObject {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}
public protocol CIBlendWithMask: CICompositeOperation { var maskImage: CIImage? { get set } }

extension CIFilter {
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { QRCodeGeneratorFilter() }
    public static func colorInvert() -> CIFilter & CIColorInvert { ColorInvertFilter() }
    public static func maskToAlpha() -> CIFilter & CIMaskToAlpha { MaskToAlphaFilter() }
    public static func falseColor() -> CIFilter & CIFalseColor { FalseColorFilter() }
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { ConstantColorFilter() }
    public static func affineTransform() -> CIFilter & CIAffineTransform { AffineTransformFilter() }
    public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform { LanczosScaleFilter() }
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { SourceOverFilter() }
    public static func blendWithMask() -> CIFilter & CIBlendWithMask { BlendWithMaskFilter() }

    /// The input image, as most filters name it.
    public var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { values[kCIInputImageKey] = newValue }
    }
    public var backgroundImage: CIImage? {
        get { image(kCIInputBackgroundImageKey) }
        set { values[kCIInputBackgroundImageKey] = newValue }
    }
}

/// `CIQRCodeGenerator`: the symbol's modules one pixel each, black on white, with a one-module
/// light border; its bitmap is sampled by nearest neighbour, so a scaled code keeps hard edges.
/// Nil without a message, for an unknown level, or for a message too long for any version.
final class QRCodeGeneratorFilter: CIFilter, CIQRCodeGenerator {
    init() {
        super.init(name: "CIQRCodeGenerator", inputs: ["inputMessage", "inputCorrectionLevel"]) { filter in
            guard let message = filter.values["inputMessage"] as? Data,
                  let level = QRCode.Level(letter: filter.values["inputCorrectionLevel"] as? String ?? "M"),
                  let code = try? QRCode(message: [UInt8](message), level: level) else { return nil }
            let side = code.size + 2
            var pixels = [Pixel](repeating: Pixel(1, 1, 1, 1), count: side * side)
            for y in 0..<code.size { for x in 0..<code.size where code[x, y] { pixels[(y + 1) * side + x + 1] = Pixel(0, 0, 0, 1) } }
            return CIImage(bitmap: CIImage.Bitmap(width: side, height: side, pixels: pixels, transform: .identity, nearest: true))
        }
        values["inputCorrectionLevel"] = "M"
    }
    var message: Data {
        get { values["inputMessage"] as? Data ?? Data() }
        set { values["inputMessage"] = newValue }
    }
    var correctionLevel: String {
        get { values["inputCorrectionLevel"] as? String ?? "M" }
        set { values["inputCorrectionLevel"] = newValue }
    }
}

/// `CIColorInvert`: each colour channel c becomes 1 − c; alpha stays.
final class ColorInvertFilter: CIFilter, CIColorInvert {
    init() {
        super.init(name: "CIColorInvert", inputs: [kCIInputImageKey]) { filter in
            filter.inputImage.map { mapped($0) { r, g, b, a in Pixel((1 - r) * a, (1 - g) * a, (1 - b) * a, a) } }
        }
    }
}

/// `CIMaskToAlpha`: a grey image's brightness becomes the alpha of white.
final class MaskToAlphaFilter: CIFilter, CIMaskToAlpha {
    init() {
        super.init(name: "CIMaskToAlpha", inputs: [kCIInputImageKey]) { filter in
            filter.inputImage.map { mapped($0) { r, g, b, a in let m = luma(r, g, b) * a; return Pixel(m, m, m, m) } }
        }
    }
}

/// `CIFalseColor`: brightness mapped from `color0` (dark) to `color1` (light).
final class FalseColorFilter: CIFilter, CIFalseColor {
    init() {
        super.init(name: "CIFalseColor", inputs: [kCIInputImageKey, "inputColor0", "inputColor1"]) { filter in
            guard let image = filter.inputImage else { return nil }
            let c0 = filter.colorValue("inputColor0") ?? CIColor(red: 0.3, green: 0, blue: 0), c1 = filter.colorValue("inputColor1") ?? CIColor(red: 1, green: 0.9, blue: 0.8)
            return mapped(image) { r, g, b, a in
                let t = luma(r, g, b)
                func mix(_ x: CGFloat, _ y: CGFloat) -> Float { Float(x) + (Float(y) - Float(x)) * t }
                let alpha = mix(c0.alpha, c1.alpha) * a
                return Pixel(mix(c0.red, c1.red) * alpha, mix(c0.green, c1.green) * alpha, mix(c0.blue, c1.blue) * alpha, alpha)
            }
        }
        values["inputColor0"] = CIColor(red: 0.3, green: 0, blue: 0); values["inputColor1"] = CIColor(red: 1, green: 0.9, blue: 0.8)
    }
    var color0: CIColor {
        get { colorValue("inputColor0") ?? .black }
        set { values["inputColor0"] = newValue }
    }
    var color1: CIColor {
        get { colorValue("inputColor1") ?? .white }
        set { values["inputColor1"] = newValue }
    }
}

/// `CIConstantColorGenerator`: the colour everywhere.
final class ConstantColorFilter: CIFilter, CIConstantColorGenerator {
    init() {
        super.init(name: "CIConstantColorGenerator", inputs: [kCIInputColorKey]) { filter in
            filter.colorValue(kCIInputColorKey).map { CIImage(color: $0) }
        }
    }
    var color: CIColor {
        get { colorValue(kCIInputColorKey) ?? .clear }
        set { values[kCIInputColorKey] = newValue }
    }
}

/// `CIAffineTransform`: the input image transformed.
final class AffineTransformFilter: CIFilter, CIAffineTransform {
    init() {
        super.init(name: "CIAffineTransform", inputs: [kCIInputImageKey, kCIInputTransformKey]) { filter in
            filter.inputImage?.transformed(by: filter.values[kCIInputTransformKey] as? CGAffineTransform ?? .identity)
        }
    }
    var transform: CGAffineTransform {
        get { values[kCIInputTransformKey] as? CGAffineTransform ?? .identity }
        set { values[kCIInputTransformKey] = newValue }
    }
}

/// `CILanczosScaleTransform`: scaled by `scale`, widths by `aspectRatio` too (resampled as the
/// image is: bilinearly, or by nearest neighbour for a bitmap sampled so).
final class LanczosScaleFilter: CIFilter, CILanczosScaleTransform {
    init() {
        super.init(name: "CILanczosScaleTransform", inputs: [kCIInputImageKey, kCIInputScaleKey, kCIInputAspectRatioKey]) { filter in
            let scale = filter.number(kCIInputScaleKey) ?? 1, aspect = filter.number(kCIInputAspectRatioKey) ?? 1
            guard scale > 0, aspect > 0 else { return nil }
            return filter.inputImage?.transformed(by: CGAffineTransform(scaleX: scale * aspect, y: scale))
        }
        values[kCIInputScaleKey] = 1.0; values[kCIInputAspectRatioKey] = 1.0
    }
    var scale: Float {
        get { Float(number(kCIInputScaleKey) ?? 1) }
        set { values[kCIInputScaleKey] = Double(newValue) }
    }
    var aspectRatio: Float {
        get { Float(number(kCIInputAspectRatioKey) ?? 1) }
        set { values[kCIInputAspectRatioKey] = Double(newValue) }
    }
}

/// `CISourceOverCompositing`: the input image over the background.
final class SourceOverFilter: CIFilter, CICompositeOperation {
    init() {
        super.init(name: "CISourceOverCompositing", inputs: [kCIInputImageKey, kCIInputBackgroundImageKey]) { filter in
            guard let top = filter.inputImage, let bottom = filter.backgroundImage else { return nil }
            return top.composited(over: bottom)
        }
    }
}

/// `CIBlendWithMask`: the input image where the mask is bright, the background where it is dark.
final class BlendWithMaskFilter: CIFilter, CIBlendWithMask {
    init() {
        super.init(name: "CIBlendWithMask", inputs: [kCIInputImageKey, kCIInputBackgroundImageKey, kCIInputMaskImageKey]) { filter in
            guard let top = filter.inputImage, let mask = filter.image(kCIInputMaskImageKey) else { return nil }
            let bottom = filter.backgroundImage ?? .empty()
            let a = top.sample, b = bottom.sample, m = mask.sample
            return CIImage(extent: top.extent.union(bottom.extent)) { x, y in
                let k = m(x, y), t = k.a > 0 ? luma(k.r / k.a, k.g / k.a, k.b / k.a) * k.a : 0
                return a(x, y) * t + b(x, y) * (1 - t)
            }
        }
    }
    var maskImage: CIImage? {
        get { image(kCIInputMaskImageKey) }
        set { values[kCIInputMaskImageKey] = newValue }
    }
}
