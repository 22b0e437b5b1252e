import RowRaster

/// A shape that fills its frame: SwiftUI's Circle, Rectangle, RoundedRectangle, Capsule, Ellipse.
public protocol Shape: View, Sendable {
    /// The outline in `rect` (pixels, at `scale` pixels per point), grown by `outset` pixels
    /// on every side (negative shrinks; used by strokes); nil when that has no exact form.
    func outline(in rect: Rect, outset: Double, scale: Double) -> ShapeSpec.Kind?
}

public struct Rectangle: Shape {
    public init() {}
    public func outline(in r: Rect, outset d: Double, scale: Double) -> ShapeSpec.Kind? { .rect(r.grown(d)) }
}

public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

public struct RoundedRectangle: Shape {
    public var cornerRadius: Double
    public var style: RoundedCornerStyle
    /// Continuous corners by default, as on current SDKs (REFERENCE §2).
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius; self.style = style
    }
    public func outline(in r: Rect, outset d: Double, scale: Double) -> ShapeSpec.Kind? {
        .roundedRect(r.grown(d), radius: max(0, cornerRadius * scale + d), style: style == .circular ? .circular : .continuous)
    }
}

public struct Circle: Shape {
    public init() {}
    public func outline(in r: Rect, outset d: Double, scale: Double) -> ShapeSpec.Kind? {
        .circle(center: Point(r.x + r.width / 2, r.y + r.height / 2), radius: max(0, min(r.width, r.height) / 2 + d))
    }
}

public struct Capsule: Shape {
    public init() {}
    public func outline(in r: Rect, outset d: Double, scale: Double) -> ShapeSpec.Kind? { .capsule(r.grown(d)) }
}

public struct Ellipse: Shape {
    public init() {}
    public func outline(in r: Rect, outset d: Double, scale: Double) -> ShapeSpec.Kind? { d == 0 ? .ellipse(r) : nil }
}

extension Shape where Self == Rectangle {
    /// `.rect`, as in `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    /// `.rect(cornerRadius:)`, as in `.clipShape(.rect(cornerRadius: 12))`.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }

extension Rect {
    func grown(_ d: Double) -> Rect { Rect(x: x - d, y: y - d, width: max(0, width + 2 * d), height: max(0, height + 2 * d)) }
}

/// How a shape is painted.
enum ShapeFill {
    case fill(AnyShapeStyle?)
    /// A stroke centered on the outline (`stroke`) or inside it (`strokeBorder`).
    case stroke(AnyShapeStyle?, lineWidth: Double, inside: Bool)
}

/// A shape with its paint: the view `Circle().fill(.red)` makes.
public struct FilledShape: PrimitiveView {
    let shape: any Shape
    let fill: ShapeFill
    func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if case let .stroke(_, width, _) = fill { try SceneError.check(width, "stroke lineWidth") }
        return ShapeNode(shape: shape, fill: fill, environment: context.environment)
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ style: S) -> FilledShape { FilledShape(shape: self, fill: .fill(AnyShapeStyle(style))) }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> FilledShape {
        FilledShape(shape: self, fill: .stroke(AnyShapeStyle(style), lineWidth: lineWidth, inside: false))
    }
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> FilledShape {
        FilledShape(shape: self, fill: .stroke(AnyShapeStyle(style), lineWidth: lineWidth, inside: true))
    }
}

extension Rectangle: PrimitiveView { func makeNode(_ c: ResolveContext) throws -> LayoutNode { ShapeNode(shape: self, fill: .fill(nil), environment: c.environment) } }
extension RoundedRectangle: PrimitiveView { func makeNode(_ c: ResolveContext) throws -> LayoutNode {
    try SceneError.check(cornerRadius, "RoundedRectangle cornerRadius")
    return ShapeNode(shape: self, fill: .fill(nil), environment: c.environment) } }
extension Circle: PrimitiveView { func makeNode(_ c: ResolveContext) throws -> LayoutNode { ShapeNode(shape: self, fill: .fill(nil), environment: c.environment) } }
extension Capsule: PrimitiveView { func makeNode(_ c: ResolveContext) throws -> LayoutNode { ShapeNode(shape: self, fill: .fill(nil), environment: c.environment) } }
extension Ellipse: PrimitiveView { func makeNode(_ c: ResolveContext) throws -> LayoutNode { ShapeNode(shape: self, fill: .fill(nil), environment: c.environment) } }
extension Color: PrimitiveView { func makeNode(_ c: ResolveContext) throws -> LayoutNode { ShapeNode(shape: Rectangle(), fill: .fill(AnyShapeStyle(self)), environment: c.environment) } }
extension LinearGradient: PrimitiveView { func makeNode(_ c: ResolveContext) throws -> LayoutNode { ShapeNode(shape: Rectangle(), fill: .fill(AnyShapeStyle(self)), environment: c.environment) } }

/// A shape filling whatever it is offered (10 pt when asked for its ideal size, as SwiftUI).
final class ShapeNode: LayoutNode {
    let shape: any Shape
    let fill: ShapeFill
    let environment: EnvironmentValues
    init(shape: any Shape, fill: ShapeFill, environment: EnvironmentValues) {
        self.shape = shape; self.fill = fill; self.environment = environment
    }
    override func measure(_ p: ProposedSize) -> Size { Size(width: p.width ?? 10, height: p.height ?? 10) }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let s = context.scale
        let px = context.pixels(context.snap(frame))
        func kind(_ d: Double) -> ShapeSpec.Kind? { shape.outline(in: px, outset: d, scale: s) }
        let style: AnyShapeStyle
        switch fill {
        case .fill(let st):
            style = st ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
            guard let k = kind(0) else { return }
            context.drawShape(k, paint: style.paint(in: px, environment), rule: .nonZero)
        case let .stroke(st, width, inside):
            style = st ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
            let w = width * s
            guard let outer = kind(inside ? 0 : w / 2), let inner = kind(inside ? -w : -w / 2) else {
                throw SceneError("stroke is implemented for rectangles, rounded rectangles, circles and capsules only")
            }
            var ring = try ShapeSpec(outer).path()
            ring.append(try ShapeSpec(inner).path())
            context.drawShape(.path(ring), paint: style.paint(in: px, environment), rule: .evenOdd)
        }
    }
}
