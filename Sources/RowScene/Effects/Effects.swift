import Foundation
import RowRaster

/// A modifier that changes how its content is drawn, not its layout.
nonisolated struct Effect: PrimitiveView, ContentModifier {
    enum Kind {
        case opacity(Double)
        case shadow(Color, radius: Double, x: Double, y: Double)
        case scale(x: Double, y: Double, anchor: UnitPoint)
        case offset(x: Double, y: Double)
        case brightness(Double)
        case blendMode(BlendMode)
        case compositingGroup
        case clip(any Shape)
        case tag(String)
        /// The content's layout direction differs from its parent's: its frames are reflected.
        case reflect
        /// `layoutPriority`: read by stacks, drawn as the content.
        case priority(Double)
        /// `zIndex`: the order containers draw (and hit-test) their children in, drawn as the content.
        case zIndex(Double)
        /// `rotationEffect`: radians about a unit point.
        case rotate(Double, anchor: UnitPoint)
        /// `rotation3DEffect`: radians about an axis through a unit point (and `anchorZ` points
        /// off the screen), seen with `perspective`.
        case rotate3D(Double, axis: [Double], anchor: UnitPoint, anchorZ: Double, perspective: Double)
        /// `saturation` (0 gray … 1 unchanged), drawn through a layer.
        case saturation(Double)
        /// `hueRotation` (degrees), `contrast` (1 unchanged) and `luminanceToAlpha`: a color
        /// matrix on the view's pixels, through a layer.
        case hueRotation(Double)
        case contrast(Double)
        case luminanceToAlpha
        /// `blur(radius:opaque:)`: a Gaussian with σ = radius (as shadows), through a layer;
        /// opaque keeps it inside the view's frame.
        case blur(Double, opaque: Bool)
        /// `gridCellColumns`, `gridCellUnsizedAxes`: read by a Grid, drawn as the content.
        case gridCell(columns: Int?, unsized: AxisSet?)
        /// `transformEffect`, a `GeometryEffect`: an affine map of the view's own points (origin at
        /// its top-leading corner), x' = a·x + c·y + tx, y' = b·x + d·y + ty.
        case affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
    }
    var content: any View
    let kind: Kind

    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        try Effect.check(kind)
        return EffectNode(child: try context.resolve(content), kind: animated(kind, context), environment: context.environment)
    }

    /// Throws when an effect's numbers are not finite or out of range (one line naming it).
    static func check(_ kind: Kind) throws {
        switch kind {
        case .opacity(let v): try SceneError.check(v, "opacity")
        case let .shadow(_, r, x, y):
            try SceneError.check(r, "shadow radius")
            try SceneError.check(x, "shadow x", minimum: -1e6); try SceneError.check(y, "shadow y", minimum: -1e6)
        case let .scale(x, y, a):
            try SceneError.check(x, "scaleEffect", minimum: -1e6); try SceneError.check(y, "scaleEffect", minimum: -1e6)
            try SceneError.check(a.x, "scaleEffect anchor", minimum: -1e6); try SceneError.check(a.y, "scaleEffect anchor", minimum: -1e6)
        case let .offset(x, y): try SceneError.check(x, "offset x", minimum: -1e9); try SceneError.check(y, "offset y", minimum: -1e9)
        case .brightness(let b): try SceneError.check(b, "brightness", minimum: -1)
        case .priority(let p): try SceneError.check(p, "layoutPriority", minimum: -1e9)
        case .zIndex(let z): try SceneError.check(z, "zIndex", minimum: -1e9)
        case .saturation(let s): try SceneError.check(s, "saturation")
        case .hueRotation(let d): try SceneError.check(d, "hueRotation angle", minimum: -1e9)
        case .contrast(let c): try SceneError.check(c, "contrast", minimum: -100)
        case .blur(let r, _): try SceneError.check(r, "blur radius")
        case let .affine(a, b, c, d, tx, ty): for v in [a, b, c, d, tx, ty] { try SceneError.check(v, "transformEffect", minimum: -1e9) }
        case let .rotate(a, anchor):
            try SceneError.check(a, "rotationEffect angle", minimum: -1e9)
            try SceneError.check(anchor.x, "rotationEffect anchor", minimum: -1e6); try SceneError.check(anchor.y, "rotationEffect anchor", minimum: -1e6)
        case let .rotate3D(a, axis, anchor, anchorZ, perspective):
            try SceneError.check(a, "rotation3DEffect angle", minimum: -1e9)
            for v in axis { try SceneError.check(v, "rotation3DEffect axis", minimum: -1e9) }
            try SceneError.check(anchor.x, "rotation3DEffect anchor", minimum: -1e6); try SceneError.check(anchor.y, "rotation3DEffect anchor", minimum: -1e6)
            try SceneError.check(anchorZ, "rotation3DEffect anchorZ", minimum: -1e6)
            try SceneError.check(perspective, "rotation3DEffect perspective", minimum: -1e6)
        default: break
        }
    }

    /// The effect's values at the graph's time: numbers, colors and shapes interpolate when
    /// they change under an animation.
    @MainActor private func animated(_ kind: Kind, _ context: ResolveContext) -> Kind {
        guard context.isAnimating else { return kind }
        func move(_ values: [Double]) -> [Double] { context.animate(AnimatableVector(values), as: "effect").values + Array(repeating: 0, count: values.count) }
        switch kind {
        case .opacity(let v): return .opacity(move([v])[0])
        case let .shadow(color, r, x, y):
            let c = color.resolve(context.environment.colorScheme)
            let m = move([c.red, c.green, c.blue, c.alpha, r, x, y])
            return .shadow(Color(resolved: RGBA(red: m[0], green: m[1], blue: m[2], alpha: m[3])), radius: max(0, m[4]), x: m[5], y: m[6])
        case let .scale(x, y, a):
            let m = move([x, y, a.x, a.y])
            return .scale(x: m[0], y: m[1], anchor: UnitPoint(x: m[2], y: m[3]))
        case let .offset(x, y):
            let m = move([x, y])
            return .offset(x: m[0], y: m[1])
        case .brightness(let b): return .brightness(move([b])[0])
        case let .rotate(angle, a):
            let m = move([angle, a.x, a.y])
            return .rotate(m[0], anchor: UnitPoint(x: m[1], y: m[2]))
        case let .rotate3D(angle, axis, a, z, p):
            let m = move([angle] + axis + [a.x, a.y, z, p])
            return .rotate3D(m[0], axis: Array(m[1...3]), anchor: UnitPoint(x: m[4], y: m[5]), anchorZ: m[6], perspective: m[7])
        case .saturation(let v): return .saturation(max(0, move([v])[0]))
        case .hueRotation(let d): return .hueRotation(move([d])[0])
        case .contrast(let c): return .contrast(move([c])[0])
        case let .blur(r, opaque): return .blur(max(0, move([r])[0]), opaque: opaque)
        case .clip(let shape):
            guard let animatable = shape as? any Animatable, let moved = context.animated(animatable, as: "shape") as? any Shape else { return kind }
            return .clip(moved)
        default: return kind
        }
    }
}

/// A rotation in space about an axis (x right, y down, z towards the viewer; a rotation about z
/// turns as `rotationEffect` does), and what the screen shows of it.
struct Rotation3D {
    /// Row-major 3 × 3 matrix.
    let m: [Double]
    init(angle: Double, axis: [Double]) {
        let n = (axis.map { $0 * $0 }.reduce(0, +)).squareRoot()
        guard n > 0, axis.count == 3 else { m = [1, 0, 0, 0, 1, 0, 0, 0, 1]; return }
        let (x, y, z) = (axis[0] / n, axis[1] / n, axis[2] / n)
        let c = cos(angle), s = sin(angle), t = 1 - c
        m = [t * x * x + c, t * x * y - s * z, t * x * z + s * y,
             t * x * y + s * z, t * y * y + c, t * y * z - s * x,
             t * x * z - s * y, t * y * z + s * x, t * z * z + c]
    }
    func rotate(_ v: [Double]) -> [Double] {
        [m[0] * v[0] + m[1] * v[1] + m[2] * v[2], m[3] * v[0] + m[4] * v[1] + m[5] * v[2], m[6] * v[0] + m[7] * v[1] + m[8] * v[2]]
    }
    /// The rotated plane seen straight on (orthographic): where (x, y, 0) lands on the screen.
    var planar: AffineTransform { AffineTransform(a: m[0], b: m[3], c: m[1], d: m[4], tx: 0, ty: 0) }
    /// Whether the plane tilts towards or away from the viewer, so a perspective would
    /// foreshorten it (a turn about z, or a half turn about an axis in the plane, does not).
    var foreshortens: Bool { abs(m[6]) > 1e-9 || abs(m[7]) > 1e-9 }
}

final class EffectNode: LayoutNode {
    let child: LayoutNode
    let kind: Effect.Kind
    let environment: EnvironmentValues
    init(child: LayoutNode, kind: Effect.Kind, environment: EnvironmentValues) {
        self.child = child; self.kind = kind; self.environment = environment
    }
    override var spacerMinLength: Double? { child.spacerMinLength }
    override var layoutPriority: Double {
        if case .priority(let p) = kind { return p }
        return child.layoutPriority
    }
    override var zIndex: Double {
        if case .zIndex(let z) = kind { return z }
        return child.zIndex
    }
    override var gridCell: GridCellTraits {
        guard case let .gridCell(columns, unsized) = kind else { return child.gridCell }
        var traits = child.gridCell
        if let columns { traits.columns = max(1, columns) }
        if let unsized { traits.unsized = unsized }
        return traits
    }
    override var viewSpacing: ViewSpacing { child.viewSpacing }
    override func measure(_ p: ProposedSize) -> Size { child.size(p) }
    override var guideChildren: [LayoutNode] { [child] }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? { child.explicitGuide(guide, in: size) }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        // Effects last only for the content. Only the inherited state is saved: copying the
        // whole context would share its ops buffer and make every later append copy it.
        let saved = (context.transform, context.opacity, context.blend, context.shadows, context.mirror)
        defer { (context.transform, context.opacity, context.blend, context.shadows, context.mirror) = saved }
        switch kind {
        case .opacity(let v):
            context.opacity *= min(1, v)
            try child.place(in: frame, proposed: placedWith, &context)
        case let .shadow(color, radius, x, y):
            context.shadows.append(ShadowStyle(color: color.resolve(environment.colorScheme), radius: radius, x: x, y: y,
                                               transform: context.transform))
            try child.place(in: frame, proposed: placedWith, &context)
        case let .scale(sx, sy, anchor):
            // Unit points are in the view's own (mirrored) space: leading is on the right.
            let unit = context.isMirrored ? UnitPoint(x: 1 - anchor.x, y: anchor.y) : anchor
            let a = unit.point(in: context.pixels(context.snap(frame)))
            context.transform = AffineTransform.scale(sx, sy, about: a).concatenating(context.transform)
            try child.place(in: frame, proposed: placedWith, &context)
        case let .offset(x, y):
            context.transform = AffineTransform.translation(x * context.scale * context.mirror.sign, y * context.scale).concatenating(context.transform)
            try child.place(in: frame, proposed: placedWith, &context)
        case .brightness(let b):
            // No change draws the content directly (a layer costs a buffer and a composite).
            if b == 0 { try child.place(in: frame, proposed: placedWith, &context) } else { try layer(LayerStyle(brightness: min(1, b)), frame, &context) }
        case .blendMode(let m):
            context.blend = m
            try child.place(in: frame, proposed: placedWith, &context)
        // A group, a clip and a blur are drawn as one picture: an enclosing shadow is cast by
        // that picture (a clipped card's outline), not by each leaf inside.
        case .compositingGroup:
            let style = LayerStyle(opacity: context.opacity, blend: context.blend, shadows: context.takeShadows())
            context.opacity = 1; context.blend = .sourceOver
            try layer(style, frame, &context)
        case .clip(let shape):
            let kind = try context.pixelKind(shape, in: context.snap(frame))
            try layer(LayerStyle(clip: ShapeSpec(kind, transform: context.transform), shadows: context.takeShadows()), frame, &context)
        case .tag(let name):
            context.frames[name] = context.snap(frame)
            try child.place(in: frame, proposed: placedWith, &context)
        case .reflect:
            context.reflect(across: frame)
            try child.place(in: frame, proposed: placedWith, &context)
        case .priority, .zIndex, .gridCell:
            try child.place(in: frame, proposed: placedWith, &context)
        case .saturation(let s):
            if s == 1 { try child.place(in: frame, proposed: placedWith, &context) } else { try layer(LayerStyle(saturation: min(100, s)), frame, &context) }
        case .hueRotation(let degrees):
            try layer(LayerStyle(colorMatrix: .hueRotation(degrees: degrees.truncatingRemainder(dividingBy: 360))), frame, &context)
        case .contrast(let amount):
            if amount == 1 { try child.place(in: frame, proposed: placedWith, &context) }
            else { try layer(LayerStyle(colorMatrix: .contrast(min(100, max(-100, amount)))), frame, &context) }
        case .luminanceToAlpha:
            try layer(LayerStyle(colorMatrix: .luminanceToAlpha), frame, &context)
        case let .blur(radius, opaque) where radius == 0 && !opaque:
            try child.place(in: frame, proposed: placedWith, &context)
        case let .blur(radius, opaque):
            let sigma = min(LayerStyle.maxBlur, ShadowConvention.sigma(radius: radius, scale: context.scale))
            let clip = opaque ? ShapeSpec(.rect(context.pixels(context.snap(frame))), transform: context.transform) : nil
            try layer(LayerStyle(clip: clip, blur: sigma, shadows: context.takeShadows()), frame, &context)
        case let .affine(a, b, c, d, tx, ty):
            let o = context.pixels(context.snap(frame))
            let map = AffineTransform.translation(-o.x, -o.y)
                .concatenating(AffineTransform(a: a, b: b, c: c, d: d, tx: tx * context.scale, ty: ty * context.scale))
                .concatenating(.translation(o.x, o.y))
            context.transform = map.concatenating(context.transform)
            try child.place(in: frame, proposed: placedWith, &context)
        case let .rotate(angle, anchor):
            let unit = context.isMirrored ? UnitPoint(x: 1 - anchor.x, y: anchor.y) : anchor
            let a = unit.point(in: context.pixels(context.snap(frame)))
            let r = context.isMirrored ? -angle : angle
            let rotation = AffineTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
            let about = AffineTransform.translation(-a.x, -a.y).concatenating(rotation).concatenating(.translation(a.x, a.y))
            context.transform = about.concatenating(context.transform)
            try child.place(in: frame, proposed: placedWith, &context)
        case let .rotate3D(angle, axis, anchor, anchorZ, perspective):
            let unit = context.isMirrored ? UnitPoint(x: 1 - anchor.x, y: anchor.y) : anchor
            let a = unit.point(in: context.pixels(context.snap(frame)))
            let projection = Rotation3D(angle: angle, axis: axis)
            if projection.foreshortens && perspective != 0 {
                context.warn(["rotation3DEffect: drawn as its orthographic projection (perspective foreshortening is not drawn)"])
            }
            var m = projection.planar
            // The anchor's depth moves the rotated plane sideways: (0, 0, −anchorZ) rotated.
            let shift = projection.rotate([0, 0, -anchorZ * context.scale])
            if context.isMirrored { m.b = -m.b; m.c = -m.c }
            let about = AffineTransform.translation(-a.x, -a.y).concatenating(m)
                .concatenating(.translation(a.x + shift[0] * context.mirror.sign, a.y + shift[1]))
            context.transform = about.concatenating(context.transform)
            try child.place(in: frame, proposed: placedWith, &context)
        }
    }

    private func layer(_ style: LayerStyle, _ frame: Rect, _ context: inout DrawContext) throws {
        context.ops.append(.beginLayer(style))
        try child.place(in: frame, proposed: placedWith, &context)
        context.ops.append(.endLayer)
    }
}

/// The color space a drawing group renders in (accepted; RowFrame composites in sRGB).
public enum ColorRenderingMode: Sendable, Hashable { case nonLinear, linear, extendedLinear }

extension View {
    /// Multiplies the alpha of everything in the view (per leaf; group it for one layer).
    nonisolated public func opacity(_ opacity: Double) -> some View { Effect(content: self, kind: .opacity(opacity)) }
    /// A Gaussian shadow (σ = radius) under each leaf of the view; a clipped, grouped or
    /// blurred view inside casts one shadow of its whole picture.
    nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        Effect(content: self, kind: .shadow(color, radius: radius, x: x, y: y))
    }
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        Effect(content: self, kind: .scale(x: scale, y: scale, anchor: anchor))
    }
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        Effect(content: self, kind: .scale(x: x, y: y, anchor: anchor))
    }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { Effect(content: self, kind: .offset(x: x, y: y)) }
    /// Draws the view moved by `offset` (a drag's translation, say); its layout stays.
    nonisolated public func offset(_ offset: CGSize) -> some View { Effect(content: self, kind: .offset(x: offset.width, y: offset.height)) }
    /// Adds `amount` to the unpremultiplied color channels.
    nonisolated public func brightness(_ amount: Double) -> some View { Effect(content: self, kind: .brightness(amount)) }
    nonisolated public func blendMode(_ mode: BlendMode) -> some View { Effect(content: self, kind: .blendMode(mode)) }
    /// Draws the view into one layer, so opacity and blend apply to the group.
    nonisolated public func compositingGroup() -> some View { Effect(content: self, kind: .compositingGroup) }
    /// Flattens the view into one image before it is composited: drawn as a compositing group
    /// (RowFrame composites every layer offscreen anyway; the color mode is accepted).
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        Effect(content: self, kind: .compositingGroup)
    }
    nonisolated public func clipShape<S: Shape>(_ shape: S) -> some View { Effect(content: self, kind: .clip(shape)) }
    /// Masks the view with a shape's coverage (only shapes can be masks here).
    nonisolated public func mask<S: Shape>(_ shape: S) -> some View { Effect(content: self, kind: .clip(shape)) }
    nonisolated public func mask<S: Shape>(@ShapeBuilder _ shape: () -> S) -> some View { Effect(content: self, kind: .clip(shape())) }
    nonisolated public func clipped() -> some View { Effect(content: self, kind: .clip(Rectangle())) }
    /// Clips to a rounded rectangle with circular corners (the deprecated SwiftUI modifier).
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        Effect(content: self, kind: .clip(RoundedRectangle(cornerRadius: radius, style: .circular)))
    }
    /// Records the view's frame under `name` (see `SceneRenderer.layout`).
    nonisolated public func layoutTag(_ name: String) -> some View { Effect(content: self, kind: .tag(name)) }
}

/// Lets `mask { RoundedRectangle(cornerRadius: 4) }` take a single shape.
@resultBuilder
public enum ShapeBuilder {
    public static func buildBlock<S: Shape>(_ shape: S) -> S { shape }
}

/// Blend modes views can use.
public typealias BlendMode = RowRaster.BlendMode

/// A reusable modifier (SwiftUI's `ViewModifier`): `content.modifier(M())`.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Content) -> Body
    typealias Content = ModifierContent
}

/// The view a `ViewModifier` modifies.
public nonisolated struct ModifierContent: PrimitiveView {
    let view: any View
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try context.resolve(view) }
}

nonisolated struct ModifiedView<M: ViewModifier>: PrimitiveView, ContentModifier {
    var content: any View
    let modifier: M
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        // A modifier has state and animatable data of its own, as a view does.
        let live = try context.prepare(modifier)
        if let geometry = live as? any GeometryEffect {
            return GeometryEffectNode(child: try context.resolve(content), effect: { geometry.effectValue(size: $0) }, environment: context.environment)
        }
        return try context.resolve(context.evaluate { live.body(content: ModifierContent(view: content)) })
    }
}

/// A custom modifier whose body can be evaluated ahead of layout: a list reads the row settings
/// (`listRowBackground`, `listRowSeparator`, …) that a modifier's body sets on its content, as
/// they are traits of the row in SwiftUI wherever they are set.
protocol ExpandableModifier {
    /// The modifier's body around its content, with its state and environment prepared at
    /// `context`'s identity (nil for a geometry effect, which has no body to read).
    @MainActor func expandedBody(_ context: ResolveContext) throws -> (any View)?
}

extension ModifiedView: ExpandableModifier {
    @MainActor func expandedBody(_ context: ResolveContext) throws -> (any View)? {
        let live = try context.prepare(modifier)
        if live is any GeometryEffect { return nil }
        return try context.evaluate { live.body(content: ModifierContent(view: content)) }
    }
}

extension View {
    nonisolated public func modifier<M: ViewModifier>(_ modifier: M) -> some View { ModifiedView(content: self, modifier: modifier) }
}
