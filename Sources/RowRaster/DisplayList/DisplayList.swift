#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The rasterizer's input: a flat list of drawing operations in pixel space.
/// Round-trips through JSON (see `DisplayList+Coding.swift`), so any frame can be dumped,
/// inspected, diffed and re-rendered.
public struct DisplayList: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var background: RGBA
    public var ops: [DisplayOp] { didSet { sources = nil } }
    /// For each op, the index of the op it was decoded from, where they differ (a JSON `text`
    /// op becomes a glyph run per font): errors name ops as the input numbers them.
    var sources: [Int]?

    public init(width: Int, height: Int, background: RGBA = .clear, ops: [DisplayOp] = []) {
        self.width = width; self.height = height; self.background = background; self.ops = ops
    }

    /// The index in the input of op `index`.
    func source(of index: Int) -> Int { sources.map { index < $0.count ? $0[index] : index } ?? index }

    public static func == (a: DisplayList, b: DisplayList) -> Bool {
        a.width == b.width && a.height == b.height && a.background == b.background && a.ops == b.ops
    }
}

/// One drawing operation.
public enum DisplayOp: Sendable, Equatable {
    /// Fill a shape with a paint.
    case fill(shape: ShapeSpec, paint: Paint, fillRule: FillRule, blend: BlendMode)
    /// Draw the Gaussian shadow of a shape (the shape itself is not drawn).
    case shadow(shape: ShapeSpec, shadow: DropShadow, fillRule: FillRule, blend: BlendMode)
    /// Draw a bitmap into a rectangle (area-averaged when shrinking, bilinear when enlarging).
    case image(Canvas, rect: Rect, opacity: Double)
    /// Draw a run of glyphs: outlines filled with the paint (nonzero), color glyphs as images.
    case glyphs(GlyphRun, paint: Paint, blend: BlendMode)
    /// Start drawing into a transparent group; it is composited at the matching `endLayer`.
    case beginLayer(LayerStyle)
    case endLayer
}

/// How a layer composites onto what is below it.
public struct LayerStyle: Sendable, Equatable {
    public var opacity: Double
    public var blend: BlendMode
    /// Only the inside of this shape shows (anti-aliased mask).
    public var clip: ShapeSpec?
    /// How the clip's path decides what is inside.
    public var clipRule: FillRule
    /// Added to unpremultiplied RGB of the layer's pixels before compositing.
    public var brightness: Double
    /// Scales each pixel's color away from its luminance (Rec. 709 weights): 0 is grayscale,
    /// 1 leaves it, above 1 saturates.
    public var saturation: Double
    /// A color matrix applied to the layer's unpremultiplied, gamma-encoded RGBA (after
    /// brightness and saturation): SwiftUI's `hueRotation`, `contrast`, `luminanceToAlpha`.
    public var colorMatrix: ColorMatrix?
    /// Gaussian blur of the layer's pixels, standard deviation in pixels (0: none; at most
    /// `LayerStyle.maxBlur`); the blur spreads past what the layer drew by 3σ.
    public var blur: Double
    /// Shadows the layer casts as a whole — of the alpha it composites with (after its clip,
    /// blur and opacity) — drawn under it, source-over, in order.
    public var shadows: [DropShadow]
    /// A mask layer (SwiftUI's `mask { }`): its colors are ignored and its alpha (after its
    /// clip, blur and opacity) multiplies everything the enclosing layer drew — where the mask
    /// drew nothing, the enclosing layer becomes transparent. It casts no shadows and its
    /// blend is not used.
    public var isMask: Bool
    public init(opacity: Double = 1, blend: BlendMode = .sourceOver, clip: ShapeSpec? = nil, clipRule: FillRule = .nonZero, brightness: Double = 0, saturation: Double = 1,
                colorMatrix: ColorMatrix? = nil, blur: Double = 0, shadows: [DropShadow] = [], isMask: Bool = false) {
        self.opacity = opacity; self.blend = blend; self.clip = clip; self.clipRule = clipRule; self.brightness = brightness; self.saturation = saturation
        self.colorMatrix = colorMatrix
        self.blur = blur; self.shadows = shadows; self.isMask = isMask
    }
    /// The largest blur σ, in pixels (a 3σ reach of 192 px: each pixel sums 385 taps per pass).
    public static let maxBlur = 64.0
}

/// A 4 × 5 color matrix, row by row: each of R′, G′, B′, A′ is the row's weights of R, G, B and
/// A (0…1) plus its last entry.
public struct ColorMatrix: Sendable, Equatable {
    public let values: [Double]
    /// nil unless there are 20 finite values within ±`ColorMatrix.maxMagnitude`.
    public init?(_ values: [Double]) {
        guard values.count == 20, values.allSatisfy({ $0.isFinite && abs($0) <= Self.maxMagnitude }) else { return nil }
        self.values = values
    }
    /// The largest entry's magnitude (larger ones saturate every pixel anyway).
    public static let maxMagnitude = 1000.0

    /// SwiftUI's `hueRotation`: the color turned about the gray axis (the luminance-preserving
    /// hue rotation matrix of the SVG/CSS filter effects).
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])!
    }
    /// SwiftUI's `contrast`: each channel moved away from (or towards) middle gray by `amount`.
    public static func contrast(_ amount: Double) -> ColorMatrix? {
        let k = amount, t = 0.5 * (1 - amount)
        return ColorMatrix([k, 0, 0, 0, t, 0, k, 0, 0, t, 0, 0, k, 0, t, 0, 0, 0, 1, 0])
    }
    /// SwiftUI's `luminanceToAlpha`: black, with the color's Rec. 709 luminance as its alpha.
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0])!
}

/// A shape as the display list describes it: a primitive or an explicit path, optionally
/// transformed. Primitives stay recognisable so shadows can take the analytic route.
public struct ShapeSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case rect(Rect)
        case roundedRect(Rect, radius: Double, style: CornerStyle)
        case circle(center: Point, radius: Double)
        case ellipse(Rect)
        case capsule(Rect)
        /// SVG path data (M L H V C S Q T Z, absolute and relative).
        case svg(String)
        case path(Path)
    }
    public var kind: Kind
    public var transform: AffineTransform
    public init(_ kind: Kind, transform: AffineTransform = .identity) { self.kind = kind; self.transform = transform }

    /// The path in pixel space.
    public func path() throws -> Path {
        let base: Path
        switch kind {
        case .rect(let r): base = Path(rect: r)
        case let .roundedRect(r, radius, style): base = Path(roundedRect: r, radius: radius, style: style)
        case let .circle(c, radius): base = Path(circleCenter: c, radius: radius)
        case .ellipse(let r): base = Path(ellipseIn: r)
        case .capsule(let r): base = Path(capsuleIn: r)
        case .svg(let d): base = try SVGPathParser.parse(d)
        case .path(let p): base = p
        }
        return base.transformed(by: transform)
    }
}

extension DisplayOp {
    /// A template bitmap (SwiftUI's `renderingMode(.template)`): `paint` over `area`, kept
    /// where the bitmap drawn into `rect` has alpha — a layer styled `layer` holding the fill
    /// and a mask layer holding the bitmap.
    public static func templateImage(_ canvas: Canvas, rect: Rect, area: ShapeSpec, paint: Paint, layer: LayerStyle = LayerStyle()) -> [DisplayOp] {
        [.beginLayer(layer), .fill(shape: area, paint: paint, fillRule: .nonZero, blend: .sourceOver),
         .beginLayer(LayerStyle(isMask: true)), .image(canvas, rect: rect, opacity: 1), .endLayer, .endLayer]
    }
}
