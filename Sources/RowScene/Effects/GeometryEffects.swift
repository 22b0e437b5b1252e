import RowMotion
import RowRaster

// Geometry effects: an affine map of a view's drawing that leaves its layout as it is
// (`transformEffect`, `projectionEffect` and the app's own `GeometryEffect`s, such as the
// shake a wrong password gets).

/// A 3×3 projection (row vectors, as CoreGraphics: x' = m11·x + m21·y + m31). RowFrame draws its
/// affine part; a perspective part (m13, m23 not 0) is drawn without it and warns.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    public init() {}
    public init(_ t: CGAffineTransform) { m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty }
    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// `self` followed by `t`.
    public func concatenating(_ t: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * t.m11 + m12 * t.m21 + m13 * t.m31; r.m12 = m11 * t.m12 + m12 * t.m22 + m13 * t.m32; r.m13 = m11 * t.m13 + m12 * t.m23 + m13 * t.m33
        r.m21 = m21 * t.m11 + m22 * t.m21 + m23 * t.m31; r.m22 = m21 * t.m12 + m22 * t.m22 + m23 * t.m32; r.m23 = m21 * t.m13 + m22 * t.m23 + m23 * t.m33
        r.m31 = m31 * t.m11 + m32 * t.m21 + m33 * t.m31; r.m32 = m31 * t.m12 + m32 * t.m22 + m33 * t.m32; r.m33 = m31 * t.m13 + m32 * t.m23 + m33 * t.m33
        return r
    }
    var affine: Effect.Kind {
        .affine(a: Double(m11), b: Double(m12), c: Double(m21), d: Double(m22), tx: Double(m31), ty: Double(m32))
    }
}

/// An effect that moves, turns or scales a view's drawing by a transform of its size, as an
/// animatable modifier (`.modifier(Shake(amount: n))`).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}
extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect: RowScene applies its transform") }
    /// A geometry effect on its own (`.modifier` applies it; this wraps it as SwiftUI's `ignoredByLayout`).
    public func ignoredByLayout() -> Self { self }
}

extension View {
    /// Draws the view through `transform` (of its own points, from its top-leading corner).
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        Effect(content: self, kind: ProjectionTransform(transform).affine)
    }
    /// Draws the view through `transform` (its affine part; a perspective part warns).
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        Unsupported(content: Effect(content: self, kind: transform.affine), what: transform.isAffine ? nil : "projectionEffect's perspective (drawn affine)")
    }
}

/// A `GeometryEffect` applied: the view laid out as it is, drawn through the transform its frame's
/// size gives.
final class GeometryEffectNode: ChildDrawingNode {
    let effect: (CGSize) -> ProjectionTransform
    let environment: EnvironmentValues
    init(child: LayoutNode, effect: @escaping (CGSize) -> ProjectionTransform, environment: EnvironmentValues) {
        self.effect = effect; self.environment = environment; super.init(child: child)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let transform = effect(CGSize(width: frame.width, height: frame.height))
        try Effect.check(transform.affine)
        if !transform.isAffine { context.warnings.append("not supported: a GeometryEffect's perspective (drawn affine)") }
        try EffectNode(child: child, kind: transform.affine, environment: environment).place(in: frame, proposed: placedWith, &context)
    }
}

/// Effects a `visualEffect` closure applies from the view's geometry (iOS 17): each method adds
/// one to those before it; they change the drawing, not the layout.
public protocol VisualEffect: Sendable {}
extension VisualEffect {
    var kinds: [Effect.Kind] { (self as? EmptyVisualEffect)?.list ?? [] }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { adding(.offset(x: Double(x), y: Double(y))) }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self.offset(x: offset.width, y: offset.height) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { adding(.scale(x: Double(scale), y: Double(scale), anchor: anchor)) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect { adding(.scale(x: Double(x), y: Double(y), anchor: anchor)) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EmptyVisualEffect { scaleEffect(x: scale.width, y: scale.height, anchor: anchor) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { adding(.rotate(angle.radians, anchor: anchor)) }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { adding(.opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { adding(.blur(Double(radius), opaque: opaque)) }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { adding(.brightness(amount)) }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { adding(.saturation(amount)) }
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { adding(.saturation(1 - min(1, max(0, amount)))) }
    public func transformEffect(_ transform: CGAffineTransform) -> EmptyVisualEffect { adding(ProjectionTransform(transform).affine) }
    private func adding(_ kind: Effect.Kind) -> EmptyVisualEffect { EmptyVisualEffect(list: kinds + [kind]) }
}
/// No effect yet (what a `visualEffect` closure starts from), and the effects added to it.
public struct EmptyVisualEffect: VisualEffect, @unchecked Sendable {
    let list: [Effect.Kind]
    public init() { list = [] }
    init(list: [Effect.Kind]) { self.list = list }
}

extension View {
    /// Effects of the view's drawing computed from its geometry (`visualEffect { content, proxy in
    /// content.offset(y: proxy.frame(in: .global).minY / 10) }`).
    nonisolated public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        VisualEffectModifier(content: self, effect: { effect($0, $1) })
    }
}

/// Where a view stands in its scroll view's visible region, as a `scrollTransition` sees it.
public enum ScrollTransitionPhase: Sendable, Hashable {
    /// Past the top (or leading) edge.
    case topLeading
    /// In view.
    case identity
    /// Past the bottom (or trailing) edge.
    case bottomTrailing
    public var isIdentity: Bool { self == .identity }
    /// -1, 0 or 1.
    public var value: Double {
        switch self { case .topLeading: -1; case .identity: 0; case .bottomTrailing: 1 }
    }
}

/// How a scroll transition moves between its phases (`.interactive` follows the scroll,
/// `.animated` animates). A frame shows the phase the view is in, whichever it is.
public struct ScrollTransitionConfiguration: Sendable {
    public static let interactive = ScrollTransitionConfiguration(), identity = ScrollTransitionConfiguration()
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// When a view counts as in view.
    public struct Threshold: Sendable {
        public static let visible = Threshold(), hidden = Threshold(), centered = Threshold()
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
    }
}

extension View {
    /// Effects by where the view stands in its scroll view (iOS 17): the phase is `.identity`
    /// while at least half of the view is inside the scroll view's visible region along `axis`
    /// (vertical unless given), else the edge it has crossed; outside a scroll view, `.identity`.
    nonisolated public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                              transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        visualEffect { effect, proxy in transition(effect, ScrollTransitionPhase(proxy, axis: axis ?? .vertical)) }
    }
    nonisolated public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                              axis: Axis? = nil,
                                                              transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        visualEffect { effect, proxy in transition(effect, ScrollTransitionPhase(proxy, axis: axis ?? .vertical)) }
    }
}

extension ScrollTransitionPhase {
    /// The phase of the view `proxy` measures, from its frame in its scroll view's visible region.
    init(_ proxy: GeometryProxy, axis: Axis) {
        guard let visible = proxy.bounds(of: .scrollView) else { self = .identity; return }
        let (start, length, low, high) = axis == .vertical
            ? (0.0, Double(proxy.size.height), Double(visible.minY), Double(visible.maxY))
            : (0.0, Double(proxy.size.width), Double(visible.minX), Double(visible.maxX))
        let half = length / 2
        if start + half < low { self = .topLeading } else if start + length - half > high { self = .bottomTrailing } else { self = .identity }
    }
}

nonisolated struct VisualEffectModifier: PrimitiveView, ContentModifier {
    var content: any View
    let effect: (EmptyVisualEffect, GeometryProxy) -> any VisualEffect
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        VisualEffectNode(child: try context.resolve(content), effect: effect, environment: context.environment)
    }
}

/// A `visualEffect`: the view laid out as it is, drawn through the effects its geometry gives.
final class VisualEffectNode: ChildDrawingNode {
    let effect: (EmptyVisualEffect, GeometryProxy) -> any VisualEffect
    let environment: EnvironmentValues
    init(child: LayoutNode, effect: @escaping (EmptyVisualEffect, GeometryProxy) -> any VisualEffect, environment: EnvironmentValues) {
        self.effect = effect; self.environment = environment; super.init(child: child)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let proxy = GeometryProxy(size: CGSize(width: frame.width, height: frame.height), origin: CGPoint(x: frame.x, y: frame.y),
                                  spaces: context.coordinateSpaces)
        // The first effect innermost, as modifiers chained in that order.
        var node: LayoutNode = child
        for kind in effect(EmptyVisualEffect(), proxy).kinds {
            try Effect.check(kind)
            node = EffectNode(child: node, kind: kind, environment: environment)
        }
        try node.place(in: frame, proposed: placedWith, &context)
    }
}
