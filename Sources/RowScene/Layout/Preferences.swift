import Foundation

// Preferences: values views pass up to their ancestors, as SwiftUI's `PreferenceKey`. Views set
// them as layout places them, so a value may come from geometry (a GeometryReader's size, an
// anchor's bounds); the values of siblings combine by the key's `reduce`, in view order; an
// ancestor reads the value of its content: `onPreferenceChange` after the update (its action
// runs then, and an update follows what it changes), `overlayPreferenceValue` and
// `backgroundPreferenceValue` as they are placed.

/// A named value that views pass up the tree; where several views set it, `reduce` combines
/// them in view order.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view tree in which no view sets the preference.
    static var defaultValue: Value { get }
    /// Combines `value` (the views so far) with the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// A geometry value of a view — its bounds, a point in it — that a `GeometryProxy` reads in its
/// own space (`proxy[anchor]`).
public struct Anchor<Value> {
    /// The value in the root view's layout space (points).
    let root: Value
    /// The value moved by an offset (into another view's space).
    let moved: (CGPoint) -> Value

    /// Which geometry of a view an anchor takes.
    public struct Source {
        let resolve: (CGRect) -> Anchor<Value>
    }
}

extension Anchor where Value == CGRect {
    /// An anchor of a rectangle given in the root's (global) space — what a framework's proxy
    /// hands out for a view it has measured.
    @_spi(Frameworks) public init(globalRect: CGRect) {
        root = globalRect
        moved = { o in CGRect(x: globalRect.minX + o.x, y: globalRect.minY + o.y, width: globalRect.width, height: globalRect.height) }
    }
}

// An anchor and its source are immutable, and their closures hold geometry values only.
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.root == b.root }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(root) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: -1, height: -1), whole: true) }
    /// A rectangle in the view's space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, whole: false) }

    private static func rect(_ r: CGRect, whole: Bool) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            let root = whole ? frame : CGRect(x: frame.minX + r.minX, y: frame.minY + r.minY, width: r.width, height: r.height)
            return Anchor(root: root) { o in CGRect(x: root.minX + o.x, y: root.minY + o.y, width: root.width, height: root.height) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in at(CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) }
    }
    /// A point of the view's unit square.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in at(CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }

    private static func at(_ root: CGPoint) -> Anchor<CGPoint> {
        Anchor(root: root) { o in CGPoint(x: root.x + o.x, y: root.y + o.y) }
    }
}

extension Anchor.Source {
    /// Several anchors of the view, in order.
    public init<T>(_ sources: [Anchor<T>.Source]) where Value == [T] {
        resolve = { frame in
            let anchors = sources.map { $0.resolve(frame) }
            return Anchor(root: anchors.map(\.root)) { o in anchors.map { $0.moved(o) } }
        }
    }
}

extension GeometryProxy {
    /// The anchor's value in this view's space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.moved(CGPoint(x: -origin.x, y: -origin.y)) }
}

extension View {
    /// Sets the key's value for this view (what the views inside set for it is replaced).
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriter<K>(content: self) { _, _ in value }
    }
    /// Changes the key's value of this view (its content's, or the default value).
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceWriter<K>(content: self) { inner, _ in
            var value = inner ?? K.defaultValue
            callback(&value)
            return value
        }
    }
    /// Sets the key's value from an anchor of this view's geometry.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                  transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        PreferenceWriter<K>(content: self) { _, frame in transform(value.resolve(frame)) }
    }
    /// Changes the key's value with an anchor of this view's geometry.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                           transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        PreferenceWriter<K>(content: self) { inner, frame in
            var result = inner ?? K.defaultValue
            transform(&result, value.resolve(frame))
            return result
        }
    }
    /// Runs `action` with the key's value of this view after an update in which it changed (the
    /// first time, when it differs from the key's default value).
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        PreferenceObserver<K>(content: self, action: action)
    }
    /// An overlay made from the key's value of this view (offered the view's size, aligned).
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                             @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceLayered<K>(content: self, secondary: { ViewList.of(transform($0)) }, alignment: alignment, role: .overlay)
    }
    /// A background made from the key's value of this view (offered the view's size, aligned).
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                                @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceLayered<K>(content: self, secondary: { ViewList.of(transform($0)) }, alignment: alignment, role: .background)
    }
}

extension DrawContext {
    /// Adds a view's value for `key` to the current scope, after the values already there.
    mutating func contribute<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        let id = ObjectIdentifier(key)
        guard var current = preferences[id] as? K.Value else { preferences[id] = value; return }
        K.reduce(value: &current, nextValue: { value })
        preferences[id] = current
    }

    /// Places what `body` places in a scope of its own for `key`, and returns the value its views
    /// set (nil: none did); the enclosing scope's value stays as it was.
    mutating func collecting<K: PreferenceKey>(_ key: K.Type, _ body: (inout DrawContext) throws -> Void) throws -> K.Value? {
        let id = ObjectIdentifier(key)
        let outer = preferences.removeValue(forKey: id)
        try body(&self)
        let inner = preferences.removeValue(forKey: id) as? K.Value
        if let outer { preferences[id] = outer }
        return inner
    }
}

/// What an `onPreferenceChange` read as layout placed its content, for the running graph to
/// compare with what it read at the previous update.
struct PreferenceReading {
    let id: ViewID
    let value: Any
    /// Whether the value differs from the one read before (nil: none was; then the key's
    /// default value is the one before).
    let differs: (_ previous: Any?) -> Bool
    let notify: () -> Void

    init<V: Equatable>(id: ViewID, value: V, defaultValue: V, action: @escaping (V) -> Void) {
        self.id = id
        self.value = value
        differs = { previous in ((previous as? V) ?? defaultValue) != value }
        notify = { action(value) }
    }
}

/// `preference`, `transformPreference` and the anchor forms: the key's value of the view, from
/// its content's value (nil: its views set none) and its frame.
nonisolated struct PreferenceWriter<K: PreferenceKey>: PrimitiveView, ContentModifier {
    var content: any View
    let value: (_ content: K.Value?, _ frame: CGRect) -> K.Value
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        PreferenceWritingNode<K>(child: try context.resolve(content), value: value)
    }
}

final class PreferenceWritingNode<K: PreferenceKey>: ChildDrawingNode {
    let value: (K.Value?, CGRect) -> K.Value
    init(child: LayoutNode, value: @escaping (K.Value?, CGRect) -> K.Value) { self.value = value; super.init(child: child) }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let inner = try context.collecting(K.self) { try child.place(in: frame, proposed: placedWith, &$0) }
        context.contribute(K.self, value(inner, CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)))
    }
}

/// `onPreferenceChange`: reads its content's value as it is placed (which passes on up unchanged).
nonisolated struct PreferenceObserver<K: PreferenceKey>: PrimitiveView, ContentModifier where K.Value: Equatable {
    var content: any View
    let action: (K.Value) -> Void
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        PreferenceObservingNode<K>(child: try context.resolve(content), id: context.id.slot(.value("onPreferenceChange")), action: action)
    }
}

final class PreferenceObservingNode<K: PreferenceKey>: ChildDrawingNode where K.Value: Equatable {
    let id: ViewID
    let action: (K.Value) -> Void
    init(child: LayoutNode, id: ViewID, action: @escaping (K.Value) -> Void) {
        self.id = id; self.action = action; super.init(child: child)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let inner = try context.collecting(K.self) { try child.place(in: frame, proposed: placedWith, &$0) }
        context.preferenceReadings.append(PreferenceReading(id: id, value: inner ?? K.defaultValue, defaultValue: K.defaultValue, action: action))
        if let inner { context.contribute(K.self, inner) }
    }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the secondary view is made from the
/// content's value once the content is placed; a background's drawing then goes under it.
nonisolated struct PreferenceLayered<K: PreferenceKey>: PrimitiveView, ContentModifier {
    var content: any View
    let secondary: (K.Value) -> ViewList
    let alignment: Alignment
    let role: Layered.Role
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        PreferenceLayeredNode<K>(child: try context.resolve(content), secondary: secondary, alignment: alignment,
                                 role: role, context: context)
    }
}

final class PreferenceLayeredNode<K: PreferenceKey>: ChildDrawingNode {
    let secondary: (K.Value) -> ViewList
    let alignment: Alignment
    let role: Layered.Role
    let context: ResolveContext
    init(child: LayoutNode, secondary: @escaping (K.Value) -> ViewList, alignment: Alignment, role: Layered.Role, context: ResolveContext) {
        self.secondary = secondary; self.alignment = alignment; self.role = role; self.context = context
        super.init(child: child)
    }
    override func draw(in frame: Rect, _ drawContext: inout DrawContext) throws {
        let (opsStart, hitStart) = (drawContext.ops.count, drawContext.hitTargets.count)
        let value = try drawContext.collecting(K.self) { try child.place(in: frame, proposed: placedWith, &$0) }
        if let value { drawContext.contribute(K.self, value) }
        let (opsEnd, hitEnd) = (drawContext.ops.count, drawContext.hitTargets.count)
        let node = try context.resolve(context.evaluate { secondary(value ?? K.defaultValue) })
        try node.place(in: LayeredNode.frame(of: node, over: child, in: frame, alignment: alignment), &drawContext)
        if role == .background {
            // What the content drew goes on top of what the background drew after it.
            drawContext.ops[opsStart...].rotate(toStartAt: opsEnd)
            drawContext.hitTargets[hitStart...].rotate(toStartAt: hitEnd)
        }
    }
}

private extension MutableCollection {
    /// Moves the elements from `middle` on ahead of those before it, each part keeping its order.
    mutating func rotate(toStartAt middle: Index) {
        let rotated = Array(self[middle...]) + Array(self[..<middle])
        for (i, element) in zip(indices, rotated) { self[i] = element }
    }
}
