import Foundation
import RowScene

// (In this module, not RowScene: RowScene's modules name their pixel buffers `Canvas`.)
// SwiftUI's `Canvas`: immediate-mode drawing into a `GraphicsContext`. The context records what
// the renderer closure draws — filled and stroked paths in any shading, text and images at
// points or in rectangles, under its transform, opacity, blend mode, clip and filters — and the
// canvas draws the record as views laid over its frame, in order.

/// A view that draws with a closure (`Canvas { context, size in … }`). It takes the space it is
/// offered, as a shape does.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
    }
    public var body: some View {
        GeometryReader { proxy in
            let drawn = GraphicsContext.record(size: proxy.size, renderer)
            ZStack(alignment: .topLeading) {
                ForEach(Array(drawn.enumerated()), id: \.offset) { $0.element }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
    }
}

/// What a canvas's closure draws into: each call adds a layer over what is already drawn.
public struct GraphicsContext {
    /// Paints a path, text or image with.
    public struct Shading {
        let style: (CGSize) -> AnyShapeStyle
        public static var foreground: Shading { Shading { _ in AnyShapeStyle(HierarchicalShapeStyle.primary) } }
        public static func color(_ color: Color) -> Shading { Shading { _ in AnyShapeStyle(color) } }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { _ in AnyShapeStyle(style) } }
        /// A gradient between two points of the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: unit(startPoint, size), endPoint: unit(endPoint, size))) }
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in AnyShapeStyle(RadialGradient(gradient: gradient, center: unit(center, size), startRadius: startRadius, endRadius: endRadius)) }
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in AnyShapeStyle(AngularGradient(gradient: gradient, center: unit(center, size), startAngle: angle, endAngle: angle + .degrees(360))) }
        }
        static func unit(_ p: CGPoint, _ size: CGSize) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
        }
    }
    /// How a gradient repeats past its ends (recorded).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1), mirror = GradientOptions(rawValue: 2), linearColor = GradientOptions(rawValue: 4)
    }
    /// A filter over what is drawn after it (`addFilter`): shadows, blur, opacity.
    public struct Filter {
        let apply: (AnyView) -> AnyView
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter { AnyView($0.shadow(color: color, radius: radius, x: x, y: y)) }
        }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode, options: ShadowOptions = ShadowOptions()) -> Filter {
            shadow(color: color, radius: radius, x: x, y: y, options: options)
        }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter { AnyView($0.blur(radius: radius)) } }
        public static func grayscale(_ amount: Double) -> Filter { Filter { AnyView($0.grayscale(amount)) } }
        public static func saturation(_ amount: Double) -> Filter { Filter { AnyView($0.saturation(amount)) } }
        public static func brightness(_ amount: Double) -> Filter { Filter { AnyView($0.brightness(amount)) } }
    }
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1), shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4), disablesGroup = ShadowOptions(rawValue: 8)
    }
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1), dithersResult = BlurOptions(rawValue: 2)
    }
    /// How a clip combines (`clip(to:style:options:)`).
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// The canvas's size (points).
    let size: CGSize
    /// What has been drawn, in order (shared with layers drawn through copies of the context).
    private let layers: Layers
    final class Layers { var views: [AnyView] = [] }

    /// The transform from this context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// The environment the canvas draws in (its defaults: a canvas draws as it is given).
    public var environment: EnvironmentValues { EnvironmentValues() }
    private var clips: [Path] = []
    private var filters: [Filter] = []

    init(size: CGSize, layers: Layers) { self.size = size; self.layers = layers }

    /// Runs `renderer` and returns the layers it drew, each the canvas's size.
    static func record(size: CGSize, _ renderer: (inout GraphicsContext, CGSize) -> Void) -> [AnyView] {
        var context = GraphicsContext(size: size, layers: Layers())
        renderer(&context, size)
        return context.layers.views
    }

    // Transform, as CoreGraphics composes it: each call applies before what is there.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(path.applying(transform))
    }
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) { filters.append(filter) }
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Draws into a copy of the context whose drawing comes out as one layer here.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(size: size, layers: Layers())
        inner.transform = transform
        try content(&inner)
        let views = inner.layers.views
        add(AnyView(ZStack(alignment: .topLeading) { ForEach(Array(views.enumerated()), id: \.offset) { $0.element } }))
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        add(AnyView(path.applying(transform).fill(shading.style(size), style: style)))
    }
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= lineScale
        add(AnyView(path.applying(transform).stroke(shading.style(size), style: scaled)))
    }
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Text with its anchor at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { place(AnyView(text.fixedSize()), at: point, anchor: anchor) }
    /// Text laid out in `rect` (wrapping to its width, from its top-leading corner).
    public func draw(_ text: Text, in rect: CGRect) {
        place(AnyView(text.frame(width: rect.width, height: rect.height, alignment: .topLeading)), at: rect.origin, anchor: .topLeading)
    }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { place(AnyView(image), at: point, anchor: anchor) }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        place(AnyView(image.resizable().frame(width: rect.width, height: rect.height)), at: rect.origin, anchor: .topLeading)
    }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }

    /// Text and images resolved for drawing (drawn as they are given).
    public struct ResolvedText {
        let text: Text
        public var shading: Shading = .foreground
    }
    public struct ResolvedImage {
        let image: Image
        public var shading: Shading?
        public var baseline: CGFloat { 0 }
    }
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// How much the transform scales lengths (a stroke's width follows it).
    private var lineScale: CGFloat {
        let det = transform.a * transform.d - transform.b * transform.c
        return CGFloat(abs(Double(det)).squareRoot())
    }

    /// A view with `anchor` at `point` (this context's coordinates), turned and scaled with the transform.
    private func place(_ view: AnyView, at point: CGPoint, anchor: UnitPoint) {
        let p = point.applying(transform)
        let sx = CGFloat((Double(transform.a * transform.a + transform.b * transform.b)).squareRoot())
        let det = transform.a * transform.d - transform.b * transform.c
        let sy = sx == 0 ? 0 : det / sx
        let angle = Angle.radians(atan2(Double(transform.b), Double(transform.a)))
        let guide = Alignment(horizontal: anchor.x < 1 / 3 ? .leading : anchor.x > 2 / 3 ? .trailing : .center,
                              vertical: anchor.y < 1 / 3 ? .top : anchor.y > 2 / 3 ? .bottom : .center)
        let anchored = view.scaleEffect(x: sx, y: sy, anchor: anchor).rotationEffect(angle, anchor: anchor)
            .frame(width: 0, height: 0, alignment: guide)
            .offset(x: p.x, y: p.y)
        add(AnyView(anchored.frame(width: size.width, height: size.height, alignment: .topLeading)))
    }

    /// Adds a layer the canvas's size, under this context's clips, opacity, blend mode and filters.
    private func add(_ view: AnyView) {
        var layer = AnyView(view.frame(width: size.width, height: size.height, alignment: .topLeading))
        for clip in clips { layer = AnyView(layer.clipShape(clip)) }
        for filter in filters { layer = filter.apply(layer) }
        if opacity < 1 { layer = AnyView(layer.opacity(opacity)) }
        if blendMode != .normal { layer = AnyView(layer.blendMode(blendMode)) }
        layers.views.append(layer)
    }
}
