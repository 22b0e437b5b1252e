// Liquid Glass (iOS 26: `glassEffect`, `GlassEffectContainer`). What it is drawn as is an
// approximation: the thin material in the shape (the clear variant: the ultra-thin one), the
// tint over it when given, and a hairline light rim — no refraction, lensing or highlights that
// follow motion, which a still of a plain row barely shows.

/// A kind of Liquid Glass (`.regular`, `.clear`, `.identity`), optionally tinted.
public struct Glass: Sendable, Hashable {
    let material: Material?
    let tint: Color?
    public static let regular = Glass(material: .thinMaterial, tint: nil)
    public static let clear = Glass(material: .ultraThinMaterial, tint: nil)
    /// No glass at all.
    public static let identity = Glass(material: nil, tint: nil)
    public func tint(_ color: Color?) -> Glass { Glass(material: material, tint: color) }
    /// Glass that reacts to touches (its reaction is motion, not drawn in a still).
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

extension View {
    /// The view on Liquid Glass in `shape` (a capsule by default).
    nonisolated public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = Capsule(), isEnabled: Bool = true) -> some View {
        background {
            if isEnabled, let material = glass.material {
                ZStack {
                    shape.fill(material)
                    if let tint = glass.tint { shape.fill(tint.opacity(Glass.tintOpacity)) }
                    shape.stroke(Color.white.opacity(0.35), lineWidth: 0.5)
                }
            }
        }
    }
    /// Identifies glass for morphing between shapes (motion; a still draws each as it is).
    nonisolated public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { Inert(content: self) }
    nonisolated public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { Inert(content: self) }
}

extension Glass {
    /// How strongly a tint colours the glass.
    static let tintOpacity = 0.35
}

/// Groups glass shapes so they blend and morph together (motion): its content, as it is.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}
