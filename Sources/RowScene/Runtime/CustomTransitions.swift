import RowMotion

// iOS 17's `Transition` protocol: a transition of one's own is a body evaluated in a phase —
// `.willAppear` before an inserted view arrives, `.identity` while it is shown, `.didDisappear`
// as a removed one leaves — and the animatable values of the modifiers in that body move between
// the phases along the insertion's or removal's animation, as any changed value moves under an
// animated transaction. SwiftUI's own transitions are `Transition` types too (`OpacityTransition`,
// `MoveTransition`, …), spelled as static members (`.transition(MyFade().combined(with: .scale))`).

/// Where a view is in its transition (SwiftUI's `TransitionPhase`).
public enum TransitionPhase: Hashable, Sendable {
    /// Before an inserted view has arrived: the transition's starting look.
    case willAppear
    /// The view as it is.
    case identity
    /// A removed view as it leaves: the transition's ending look.
    case didDisappear

    public var isIdentity: Bool { self == .identity }
    /// −1 before appearing, 0 shown, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does besides its look (SwiftUI's `TransitionProperties`): `hasMotion` says
/// it moves the view, so reduced motion may replace it.
public struct TransitionProperties: Sendable, Hashable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition of one's own, or one of SwiftUI's (SwiftUI's `Transition`): `body(content:phase:)`
/// gives the view's look in each phase.
@MainActor @preconcurrency public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> some Transition { CombinedTransition(first: self, second: other) }
    /// This transition along its own animation instead of the transaction's.
    public func animation(_ animation: Animation?) -> some Transition { AnimatedTransition(base: self, animation: animation) }
    /// `view` as this transition's body shows it in `phase`.
    func applied(to view: any View, phase: TransitionPhase) -> AnyView {
        AnyView(erasing: body(content: PlaceholderContentView(content: AnyView(erasing: view)), phase: phase))
    }
}

/// A transition RowFrame plays from its own description (SwiftUI's built-in ones and their
/// combinations), rather than by evaluating its body in each phase.
@MainActor protocol DescribedTransition {
    var described: AnyTransition { get }
}

extension AnyTransition {
    /// Any `Transition` as a type-erased one.
    @MainActor public init<T: Transition>(_ transition: T) {
        if let described = transition as? any DescribedTransition {
            self = described.described
        } else {
            self.init(.custom(CustomTransition(transition)))
        }
    }
}

extension View {
    /// How the view enters and leaves, by a `Transition` (one of one's own, or SwiftUI's).
    @MainActor public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

/// A transition of one's own, kept to evaluate its body in a phase.
struct CustomTransition: @unchecked Sendable {   // a value the render reads on the main actor only
    let transition: any Transition
    init(_ transition: any Transition) { self.transition = transition }

    /// `content` as the transition shows it in `phase`.
    @MainActor func body(_ content: any View, phase: TransitionPhase) -> any View { transition.applied(to: content, phase: phase) }
}

extension AnyTransition.Kind {
    /// The transitions of one's own this transition plays for an insertion or a removal.
    func customs(inserting: Bool) -> [CustomTransition] {
        switch self {
        case .custom(let c): return [c]
        case let .asymmetric(insertion, removal): return (inserting ? insertion : removal).customs(inserting: inserting)
        case let .combined(a, b): return a.customs(inserting: inserting) + b.customs(inserting: inserting)
        default: return []
        }
    }
}

/// `content` inside each of `customs`' bodies in `phase`, innermost first.
@MainActor func applying(_ customs: [CustomTransition], to content: any View, phase: TransitionPhase) -> any View {
    customs.reduce(content) { view, custom in custom.body(view, phase: phase) }
}

// MARK: SwiftUI's transitions as `Transition` types

/// Fades in and out.
public struct OpacityTransition: Transition, DescribedTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var described: AnyTransition { .opacity }
}

/// Scales from `scale` about `anchor`.
public struct ScaleTransition: Transition, DescribedTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) { self.scale = scale; self.anchor = anchor }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
    var described: AnyTransition { .scale(scale: scale, anchor: anchor) }
}

/// Moves in from and out to an edge, by the view's size.
public struct MoveTransition: Transition, DescribedTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeShift(edge: edge, amount: phase.isIdentity ? 0 : 1))
    }
    var described: AnyTransition { .move(edge: edge) }
}

/// Inserted from the leading edge, removed toward the trailing edge.
public struct SlideTransition: Transition, DescribedTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeShift(edge: phase == .didDisappear ? .trailing : .leading, amount: phase.isIdentity ? 0 : 1))
    }
    var described: AnyTransition { .slide }
}

/// Pushed in from an edge and out toward the opposite one, fading.
public struct PushTransition: Transition, DescribedTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let opposite: Edge = [.bottom, .trailing, .top, .leading][Int(edge.rawValue)]
        return content.modifier(EdgeShift(edge: phase == .didDisappear ? opposite : edge, amount: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }
    var described: AnyTransition { .push(from: edge) }
}

/// Moves in from and out to an offset.
public struct OffsetTransition: Transition, DescribedTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
    var described: AnyTransition { .offset(offset) }
}

/// No transition.
public struct IdentityTransition: Transition, DescribedTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var described: AnyTransition { .identity }
}

/// One transition in, another out.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, DescribedTransition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) { self.insertion = insertion; self.removal = removal }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        switch phase {
        case .willAppear: insertion.applied(to: content, phase: phase)
        case .identity: AnyView(erasing: content)
        case .didDisappear: removal.applied(to: content, phase: phase)
        }
    }
    var described: AnyTransition { .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)) }
}

/// Two transitions together (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition, DescribedTransition {
    let first: First, second: Second
    func body(content: Content, phase: TransitionPhase) -> some View {
        second.applied(to: first.applied(to: content, phase: phase), phase: phase)
    }
    var described: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// A transition along its own animation (`animation(_:)`).
struct AnimatedTransition<Base: Transition>: Transition, DescribedTransition {
    let base: Base, animation: Animation?
    func body(content: Content, phase: TransitionPhase) -> some View {
        base.applied(to: content, phase: phase)
    }
    var described: AnyTransition { AnyTransition(base).animation(animation) }
}

/// Shifts a view toward `edge` by `amount` of its own size (`MoveTransition`'s body).
struct EdgeShift: GeometryEffect {
    var edge: Edge
    var amount: Double
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        let a = CGFloat(amount)
        switch edge {
        case .leading: return ProjectionTransform(CGAffineTransform(translationX: -size.width * a, y: 0))
        case .trailing: return ProjectionTransform(CGAffineTransform(translationX: size.width * a, y: 0))
        case .top: return ProjectionTransform(CGAffineTransform(translationX: 0, y: -size.height * a))
        case .bottom: return ProjectionTransform(CGAffineTransform(translationX: 0, y: size.height * a))
        }
    }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}
extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}
