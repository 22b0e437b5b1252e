import Foundation
import RowRaster

/// A 2-D shape (SwiftUI's `Shape`): its outline for a rectangle. A shape is a view that fills
/// its frame with the foreground style; `fill`, `stroke`, `strokeBorder` and `trim` change how.
public protocol Shape: Animatable, View, Sendable, _RemoveGlobalActorIsolation {
    nonisolated func path(in rect: CGRect) -> Path
}

/// A marker that keeps a conforming type from taking on a global actor by inference (SwiftUI's
/// `_RemoveGlobalActorIsolation`, which `Shape` refines): it is isolated to an actor no code runs on,
/// so a shape's conformances to `View` (main actor) and to it conflict and leave the shape
/// nonisolated. Under `-default-isolation MainActor` (Xcode 26's default for new apps) a shape and its
/// `Animatable` conformance are then nonisolated, as `Shape: Sendable` needs, rather than
/// main-actor-isolated conformances that cannot satisfy it.
@_marker @_UnreachableActor public protocol _RemoveGlobalActorIsolation {}

/// The global actor of `_RemoveGlobalActorIsolation`: nothing is ever scheduled on it.
@globalActor public actor _UnreachableActor {
    public static let shared = _UnreachableActor()
}

/// A shape that can be inset, so its stroke can lie inside its frame (`strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// A shape draws itself filled with the foreground style.
    nonisolated public var body: ShapeView { ShapeView(shape: self, style: nil, fillStyle: FillStyle()) }
}

/// The corner style of a rounded rectangle: quarter circles, or Apple's continuous corners.
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

/// CoreGraphics' line caps and joins.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// How a shape is stroked (SwiftUI's `StrokeStyle`), in points.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
    var raster: RowRaster.StrokeStyle {
        RowRaster.StrokeStyle(width: Double(lineWidth), cap: [.butt, .round, .square][Int(lineCap.rawValue)],
                              join: [.miter, .round, .bevel][Int(lineJoin.rawValue)], miterLimit: Double(miterLimit),
                              dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}

/// How a shape's inside is decided (SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

// MARK: - Built-in shapes

public nonisolated struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var s = self; s.insetAmount += amount; return s }
}

public nonisolated struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Continuous corners by default, as on current SDKs.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public var cornerRadius: CGFloat { cornerSize.width }
    /// The corner size animates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
    public func path(in rect: CGRect) -> Path {
        let size = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: size, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

/// A rectangle with its own radius per corner (SwiftUI's `UnevenRoundedRectangle`).
public nonisolated struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii; self.style = style }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let c = cornerRadii, k = Double(insetAmount)
        let radii = [c.topLeading, c.topTrailing, c.bottomTrailing, c.bottomLeading].map { max(0, Double($0) - k) }
        return Path(.elements(RowRaster.Path(roundedRect: Rect(x: r.minX, y: r.minY, width: r.width, height: r.height), radii: radii,
                                              style: style == .circular ? .circular : .continuous)))
    }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

/// Corner radii of an `UnevenRoundedRectangle`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

public nonisolated struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { .circle(in: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Circle { var s = self; s.insetAmount += amount; return s }
}

public nonisolated struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path { .capsule(in: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Capsule { var s = self; s.insetAmount += amount; return s }
}

public nonisolated struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var s = self; s.insetAmount += amount; return s }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension Shape where Self == Rectangle {
    /// `.rect`, as in `.clipShape(.rect)`.
    nonisolated public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    /// `.rect(cornerRadius:)`, as in `.clipShape(.rect(cornerRadius: 12))`.
    nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    nonisolated public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule {
    nonisolated public static var capsule: Capsule { Capsule() }
    nonisolated public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }

// MARK: - Shapes made from shapes

/// A shape's stroke outline as a shape (`stroke(style:)`, `stroke(lineWidth:)`).
public nonisolated struct StrokedShape<S: Shape>: Shape, StrokeOfShape {
    let shape: S
    let style: StrokeStyle
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    var strokedBase: any Shape { shape }
}
/// A shape's stroke, which knows the shape it outlines (a stroked shape filled fills that shape).
protocol StrokeOfShape { var strokedBase: any Shape { get } }

/// The part of a shape's outline between two fractions of its length.
public nonisolated struct TrimmedShape<S: Shape>: Shape {
    let shape: S
    var from: CGFloat, to: CGFloat
    /// The fractions animate.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(from, to) }
        set { from = newValue.first; to = newValue.second }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
}

/// A shape moved, scaled or rotated within its frame.
public nonisolated struct TransformedShape<S: Shape>: Shape {
    let shape: S
    let transform: @Sendable (CGRect) -> CGAffineTransform
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform(rect)) }
}

extension Shape {
    nonisolated public func stroke(style: StrokeStyle) -> StrokedShape<Self> { StrokedShape(shape: self, style: style) }
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> { StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        stroke(style: style).fill(content)
    }
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(style: StrokeStyle(lineWidth: lineWidth)).fill(content)
    }
    nonisolated public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> { TrimmedShape(shape: self, from: from, to: to) }
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(shape: self, style: AnyShapeStyle(content), fillStyle: style)
    }
    nonisolated public func fill(style: FillStyle = FillStyle()) -> ShapeView { ShapeView(shape: self, style: nil, fillStyle: style) }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedShape<Self> {
        TransformedShape(shape: self) { _ in CGAffineTransform(translationX: x, y: y) }
    }
    nonisolated public func offset(_ size: CGSize) -> TransformedShape<Self> { offset(x: size.width, y: size.height) }
    /// Rotated about a unit point of its frame (the center by default).
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(shape: self) { r in
            let ax = r.minX + anchor.x * r.width, ay = r.minY + anchor.y * r.height
            return CGAffineTransform(translationX: -ax, y: -ay).concatenating(CGAffineTransform(rotationAngle: angle.radians))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
        }
    }
    /// Scaled about a unit point of its frame (the center by default).
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(shape: self) { r in
            let ax = r.minX + anchor.x * r.width, ay = r.minY + anchor.y * r.height
            return CGAffineTransform(translationX: -ax, y: -ay).concatenating(CGAffineTransform(scaleX: x, y: y))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
        }
    }
    nonisolated public func scale(_ s: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> { scale(x: s, y: s, anchor: anchor) }
}

extension InsettableShape {
    /// A stroke inside the shape's frame: the shape inset by half the width, stroked.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        ShapeView(shape: inset(by: style.lineWidth / 2).stroke(style: style), style: nil, fillStyle: FillStyle())
    }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView { strokeBorder(style: StrokeStyle(lineWidth: lineWidth)) }
}

// MARK: - Drawing

/// A shape painted with a style: the view a shape becomes. It fills whatever it is offered
/// (10 pt when asked for its ideal size, as SwiftUI).
public nonisolated struct ShapeView: PrimitiveView {
    let shape: any Shape
    let style: AnyShapeStyle?
    let fillStyle: FillStyle
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var shape = self.shape
        if context.isAnimating, let moved = context.animated(shape, as: "shape") as? any Shape { shape = moved }
        return ShapeNode(shape: shape, style: style.map { context.animate($0, as: "style") }, fillStyle: fillStyle, environment: context.environment)
    }
}

/// A shape painted in layers (iOS 17's `ShapeView` chaining: `Circle().fill(.blue).stroke(.white)`,
/// `.stroke(.green, lineWidth: 5).fill(.white)`): each further fill or stroke is drawn over what
/// the chain drew so far (SwiftUI's `FillShapeView` and `StrokeShapeView` keep the earlier layers
/// as their background), all of the same shape, as long as the chain goes on.
public nonisolated struct LayeredShapeView: View {
    /// The shape every layer paints (a stroked shape's own outline for its fills).
    let base: any Shape
    let drawn: AnyView

    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> LayeredShapeView {
        func filled<T: Shape>(_ shape: T) -> ShapeView { shape.fill(content, style: style) }
        return LayeredShapeView(base: base, drawn: AnyView(drawn.overlay(filled(base))))
    }
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> LayeredShapeView {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> LayeredShapeView {
        func stroked<T: Shape>(_ shape: T) -> ShapeView { shape.stroke(content, style: style, antialiased: antialiased) }
        return LayeredShapeView(base: base, drawn: AnyView(drawn.overlay(stroked(base))))
    }
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> LayeredShapeView {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> LayeredShapeView {
        func bordered<T: InsettableShape>(_ shape: T) -> ShapeView { shape.strokeBorder(content, style: style, antialiased: antialiased) }
        func stroked<T: Shape>(_ shape: T) -> ShapeView { shape.stroke(content, style: style, antialiased: antialiased) }
        return LayeredShapeView(base: base, drawn: AnyView(drawn.overlay((base as? any InsettableShape).map { bordered($0) } ?? stroked(base))))
    }
    public var body: some View { drawn }
}

extension ShapeView {
    /// The painted shape as the first layer of a chain.
    private var layered: LayeredShapeView {
        LayeredShapeView(base: (shape as? any StrokeOfShape)?.strokedBase ?? shape, drawn: AnyView(self))
    }
    /// A stroked (or filled) shape filled too (iOS 17): the fill of the same shape over it.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> LayeredShapeView {
        layered.fill(content, style: style)
    }
    /// A filled shape stroked too (iOS 17): the stroke of the same shape over the fill.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> LayeredShapeView {
        layered.stroke(content, lineWidth: lineWidth, antialiased: antialiased)
    }
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> LayeredShapeView {
        layered.stroke(content, style: style, antialiased: antialiased)
    }
    /// A filled shape with a border inside its edge (iOS 17), over the fill.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> LayeredShapeView {
        layered.strokeBorder(content, lineWidth: lineWidth, antialiased: antialiased)
    }
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> LayeredShapeView {
        layered.strokeBorder(content, style: style, antialiased: antialiased)
    }
}

final class ShapeNode: LayoutNode {
    let shape: any Shape
    let style: AnyShapeStyle?
    let fillStyle: FillStyle
    let environment: EnvironmentValues
    init(shape: any Shape, style: AnyShapeStyle?, fillStyle: FillStyle, environment: EnvironmentValues) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle; self.environment = environment
    }
    override func measure(_ p: ProposedSize) -> Size { Size(width: p.width ?? 10, height: p.height ?? 10) }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let snapped = context.snap(frame)
        let kind = try context.pixelKind(shape, in: snapped)
        let style = self.style ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
        // A style with a blend mode of its own draws the shape in that mode.
        let blend = context.blend
        if let blending = style.style as? any BlendingShapeStyle { context.blend = blending.mode }
        defer { context.blend = blend }
        context.drawShape(kind, paint: style.paint(in: context.pixels(snapped), environment), rule: fillStyle.isEOFilled ? .evenOdd : .nonZero)
    }
}

extension DrawContext {
    /// A shape's outline in `frame` (points) as the display list draws it, in pixels. As in
    /// SwiftUI, the shape makes its path in its own space (a rect at the origin, the frame's
    /// size), and that path is moved to the frame: a `Path` view or a shape that draws from
    /// (0, 0) lands in its frame, not at the row's origin.
    func pixelKind(_ shape: any Shape, in frame: Rect) throws -> ShapeSpec.Kind {
        try shape.path(in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)).moved(dx: frame.x, dy: frame.y).kind(scale: scale)
    }
}

/// A style used as a view (a color, a gradient): a rectangle filling what it is offered.
enum ShapeStyleNode {
    @MainActor static func make<S: ShapeStyle>(_ style: S, _ c: ResolveContext) -> LayoutNode {
        ShapeNode(shape: Rectangle(), style: c.animate(AnyShapeStyle(style), as: "style"), fillStyle: FillStyle(), environment: c.environment)
    }
}
extension Color: PrimitiveView {
    @MainActor func makeNode(_ c: ResolveContext) throws -> LayoutNode { ShapeStyleNode.make(self, c) }
}
extension LinearGradient: PrimitiveView {
    @MainActor func makeNode(_ c: ResolveContext) throws -> LayoutNode { ShapeStyleNode.make(self, c) }
}

/// A type-erased shape (`AnyShape(Circle())`): draws, fills and clips as the shape it wraps.
public struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
    public nonisolated func path(in rect: CGRect) -> Path { makePath(rect) }
}

/// A rectangle whose corners follow its container's (a widget's, a sheet's). Outside such a
/// container, as in a row, it is a plain rectangle, as SwiftUI draws it there.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Rectangle().path(in: rect) }
    public nonisolated func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}
extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
extension View {
    /// The shape `ContainerRelativeShape` takes inside this view (accepted: here it stays the
    /// rectangle of its frame).
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View { Inert(content: self) }
}

/// iOS 26's rectangle with corners concentric to its container's. A row has no container with
/// corners, so its corners take their minimum radius (square without one).
public struct ConcentricRectangle: Shape {
    /// How a corner is rounded: concentric with the container (at least `minimum`), or fixed.
    public struct CornerStyle: Sendable, Hashable {
        let radius: CGFloat
        public static var concentric: CornerStyle { CornerStyle(radius: 0) }
        public static func concentric(minimum: CGFloat) -> CornerStyle { CornerStyle(radius: minimum) }
        public static func fixed(_ radius: CGFloat) -> CornerStyle { CornerStyle(radius: radius) }
    }
    let corners: CornerStyle
    public init(corners: CornerStyle = .concentric, isUniform: Bool = false) { self.corners = corners }
    public init(topLeadingCorner: CornerStyle = .concentric, topTrailingCorner: CornerStyle = .concentric,
                bottomLeadingCorner: CornerStyle = .concentric, bottomTrailingCorner: CornerStyle = .concentric) {
        corners = CornerStyle(radius: max(topLeadingCorner.radius, topTrailingCorner.radius, bottomLeadingCorner.radius, bottomTrailingCorner.radius))
    }
    public nonisolated func path(in rect: CGRect) -> Path { RoundedRectangle(cornerRadius: corners.radius, style: .continuous).path(in: rect) }
}
