import RowMotion
import RowRaster

/// How a view enters and leaves (`.transition(.opacity)`): effects that move the view from the
/// transition's active state to itself as it is inserted under an animation, and back as it is
/// removed (the view stays where it was until the removal animation ends).
/// The view fades, blurs and scales in and out (SwiftUI's `BlurReplaceTransition`).
public struct BlurReplaceTransition: Transition, DescribedTransition {
    /// Which way it scales: `.downUp` down leaving and up coming, `.upUp` up both ways.
    public enum Configuration: Sendable, Hashable { case downUp, upUp }
    public var configuration: Configuration
    public init(configuration: Configuration = .downUp) { self.configuration = configuration }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = phase.isIdentity ? 1 : (phase == .didDisappear && configuration == .upUp ? 1.2 : 0.8)
        return content.scaleEffect(scale).blur(radius: phase.isIdentity ? 0 : 10).opacity(phase.isIdentity ? 1 : 0)
    }
    var described: AnyTransition { .blurReplace(configuration) }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

public struct AnyTransition: Sendable {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(Double, UnitPoint)
        case move(Edge)
        case offset(x: Double, y: Double)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        /// A blur of this radius (points) at the far end, none at the view's place.
        case blur(Double)
        /// A transition of one's own: its body, evaluated in each phase (no effects of its own).
        case custom(CustomTransition)
    }
    let kind: Kind
    /// The transition's own animation (`.transition(.opacity.animation(.easeIn))`), used instead
    /// of the transaction's.
    let animation: Animation?

    init(_ kind: Kind, animation: Animation? = nil) { self.kind = kind; self.animation = animation }

    public static let identity = AnyTransition(.identity)
    public static let opacity = AnyTransition(.opacity)
    /// Scales from nothing about the center.
    public static let scale = AnyTransition(.scale(0, .center))
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(.scale(scale, anchor)) }
    /// Inserted from the leading edge, removed toward the trailing edge.
    public static let slide = AnyTransition(.asymmetric(insertion: .move(.leading), removal: .move(.trailing)))
    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    /// Pushed in from `edge` and out toward the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = [.bottom, .trailing, .top, .leading][Int(edge.rawValue)]
        return AnyTransition(.combined(.asymmetric(insertion: .move(edge), removal: .move(opposite)), .opacity))
    }
    public static let push = push(from: .trailing)
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(.offset(x: x, y: y)) }
    /// SwiftUI's `.blurReplace`: the view fades, blurs and scales in and out. `.downUp` (the
    /// default) scales down when it leaves and up when it comes; `.upUp` scales up both ways.
    /// The blur's radius (10 pt) and the scale's end (0.8, or 1.2 leaving with `.upUp`) are
    /// assumed: Apple does not state them.
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration) -> AnyTransition {
        let faded = AnyTransition(.combined(.opacity, .blur(10)))
        let leaving: AnyTransition = .scale(scale: configuration == .upUp ? 1.2 : 0.8)
        return .asymmetric(insertion: faded.combined(with: .scale(scale: 0.8)), removal: faded.combined(with: leaving))
    }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(x: Double(offset.width), y: Double(offset.height))) }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind), animation: insertion.animation ?? removal.animation)
    }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(.combined(kind, other.kind), animation: animation ?? other.animation) }
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(kind, animation: animation) }
}

extension AnyTransition.Kind {
    /// The effects at progress p (1: the view as it is; 0: the transition's active state) for
    /// an insertion or a removal, in a frame of `size`.
    func effects(_ p: Double, inserting: Bool, size: Size) -> [Effect.Kind] {
        let q = 1 - p
        switch self {
        case .identity: return []
        case .opacity: return [.opacity(max(0, min(1, p)))]
        case let .scale(s, anchor):
            let k = s + (1 - s) * p
            return [.scale(x: k, y: k, anchor: anchor)]
        case .move(let edge):
            switch edge {
            case .leading: return [.offset(x: -size.width * q, y: 0)]
            case .trailing: return [.offset(x: size.width * q, y: 0)]
            case .top: return [.offset(x: 0, y: -size.height * q)]
            case .bottom: return [.offset(x: 0, y: size.height * q)]
            }
        case let .offset(x, y): return [.offset(x: x * q, y: y * q)]
        case .blur(let radius): return q > 0 ? [.blur(radius * q, opaque: false)] : []
        case let .asymmetric(insertion, removal): return (inserting ? insertion : removal).effects(p, inserting: inserting, size: size)
        case let .combined(a, b): return a.effects(p, inserting: inserting, size: size) + b.effects(p, inserting: inserting, size: size)
        case .custom: return []
        }
    }
}

extension View {
    /// How the view enters and leaves when it is inserted or removed under an animation.
    nonisolated public func transition(_ t: AnyTransition) -> some View { TransitionModifier(content: self, transition: t) }
}

/// `.transition`: an inserted view plays the insertion; the view's container keeps a removed
/// one (see `ViewList.children`) while it plays the removal.
nonisolated struct TransitionModifier: PrimitiveView, ContentModifier {
    var content: any View
    let transition: AnyTransition
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        guard let graph = context.graph else { return try context.resolve(content) }
        let animation = transition.animation ?? context.transaction.animation
        if graph.elementTransition == nil { graph.elementTransition = transition }
        if let removal = graph.removal {
            // This view is leaving: its own transitions' bodies move to `.didDisappear` along the
            // removal's animation (views inside it keep theirs as they are).
            graph.removal = nil
            defer { graph.removal = removal }
            let customs = transition.kind.customs(inserting: false)
            guard !customs.isEmpty else { return try context.resolve(content) }
            var leaving = context
            leaving.transaction = Transaction(animation: transition.animation ?? removal)
            return try leaving.resolve(applying(customs, to: content, phase: .didDisappear))
        }
        let key = context.id.slot(.value("insertion"))
        let customs = transition.kind.customs(inserting: true)
        let arriving = !customs.isEmpty && graph.startsInsertion(key, animation: animation)
        let p = graph.insertion(key, animation: animation)
        let node: LayoutNode
        if customs.isEmpty {
            node = try context.resolve(content)
        } else if arriving {
            // Inserted under an animation: the bodies' values are first seen as `.willAppear`
            // (resolved where nothing is scheduled), then move to `.identity` along the animation.
            try graph.resolvingAside { _ = try context.resolve(applying(customs, to: content, phase: .willAppear)) }
            var moving = context
            moving.transaction = Transaction(animation: animation)
            node = try moving.resolve(applying(customs, to: content, phase: .identity))
        } else {
            node = try context.resolve(applying(customs, to: content, phase: .identity))
        }
        return p == 1 ? node : TransitionNode(child: node, transition: transition.kind, progress: p, inserting: true)
    }
}

/// A view partway through a transition.
final class TransitionNode: ChildDrawingNode {
    let transition: AnyTransition.Kind, progress: Double, inserting: Bool
    init(child: LayoutNode, transition: AnyTransition.Kind, progress: Double, inserting: Bool) {
        self.transition = transition; self.progress = progress; self.inserting = inserting
        super.init(child: child)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        var node = child
        for kind in transition.effects(progress, inserting: inserting, size: Size(width: frame.width, height: frame.height)) {
            node = EffectNode(child: node, kind: kind, environment: EnvironmentValues())
        }
        try node.place(in: frame, proposed: placedWith, &context)
    }
}

/// A removed view kept in its container while its removal transition plays: its last view,
/// resolved again at each evaluation (its state, animations and clock go on, as SwiftUI keeps
/// a leaving view alive), but touched by nothing and appearing to nothing.
struct Ghost {
    let id: ViewID
    let index: Int
    let resolve: @MainActor (ViewGraph) throws -> [LayoutNode]
    let transition: AnyTransition.Kind
    let timeline: MotionTimeline<Double>
}

/// The views of a container that have transitions, as one evaluation resolved them.
struct TransitionRecord {
    struct Element { let id: ViewID; let index: Int; let resolve: @MainActor (ViewGraph) throws -> [LayoutNode]; let transition: AnyTransition }
    var elements: [Element]
}

extension ResolveContext {
    /// This context for a view that has left its container and plays its removal: at the
    /// graph's current time, with hit testing off.
    func removed() -> ResolveContext {
        var c = self
        c.environment.time = graph?.time ?? environment.time
        c.environment.allowsHitTesting = false
        c.transaction = Transaction()
        return c
    }
}

extension ViewGraph {
    /// How far an inserted view is into its insertion transition (1: done, or none played): a
    /// view first seen in an update made with an animation (or with a transition that has
    /// one) moves in from the transition's active state; views there from the start do not.
    /// Whether `insertion(id, animation:)` is about to start an insertion's animation now.
    func startsInsertion(_ id: ViewID, animation: Animation?) -> Bool {
        isRecording && animators[id] == nil && animation != nil && hasEvaluated
    }

    func insertion(_ id: ViewID, animation: Animation?) -> Double {
        guard isRecording else { return 1 }
        let t = time ?? 0
        let animator: Animator<Double>
        if let kept = animators[id] as? Animator<Double> {
            animator = kept
        } else {
            animator = Animator(1.0)
            if let animation, hasEvaluated {
                animator.timeline = MotionTimeline(initial: 0, changes: [.init(time: t, value: 1, animation: animation)])
            }
        }
        animators[id] = animator
        keep(id)
        return animator.timeline.advance(to: t)
    }

    /// A child of a container as resolved, with what resolves it again should it leave.
    struct Element {
        let id: ViewID
        let nodes: [LayoutNode]
        let transition: AnyTransition?
        /// The transition is SwiftUI's default (the view has none of its own): its container
        /// plays the insertion too.
        let fadesByDefault: Bool
        let resolve: (@MainActor (ViewGraph) throws -> [LayoutNode])?
    }

    /// The children of a container (a builder's list) with the views removed since the last
    /// evaluation that are still playing their removal put back where they were.
    func reconcile(container: ViewID, _ elements: [Element], transaction: Transaction) throws -> [LayoutNode] {
        guard isRecording else { return elements.flatMap(\.nodes) }
        // Most containers have no transitions, then or now: nothing to keep.
        let previous = transitionRecords[container]
        guard previous != nil || ghostsByContainer[container] != nil || elements.contains(where: { $0.transition != nil }) else {
            return elements.flatMap(\.nodes)
        }
        let now = time ?? 0
        visitedContainers.insert(container)
        var ghosts = ghostsByContainer[container] ?? []
        let present = Set(elements.map(\.id))
        if let previous {
            for old in previous.elements where !present.contains(old.id) && !ghosts.contains(where: { $0.id == old.id }) {
                guard let animation = old.transition.animation ?? transaction.animation else { continue }
                let timeline = MotionTimeline<Double>(initial: 1, changes: [.init(time: now, value: 0, animation: animation)])
                ghosts.append(Ghost(id: old.id, index: old.index, resolve: old.resolve, transition: old.transition.kind, timeline: timeline))
            }
        }
        // A removed view that comes back is itself again; one whose removal ended is gone.
        ghosts.removeAll { present.contains($0.id) || $0.timeline.value(at: now) == 0 }
        let withTransitions = elements.enumerated().compactMap { i, e -> TransitionRecord.Element? in
            guard let transition = e.transition, let resolve = e.resolve else { return nil }
            return TransitionRecord.Element(id: e.id, index: i, resolve: resolve, transition: transition)
        }
        transitionRecords[container] = withTransitions.isEmpty ? nil : TransitionRecord(elements: withTransitions)
        ghostsByContainer[container] = ghosts.isEmpty ? nil : ghosts
        var slots: [[LayoutNode]] = elements.map(\.nodes)
        // A view with the default transition that was not in the container before enters
        // along the update's animation (a container that is new itself plays its own).
        let before = Set(previous?.elements.map(\.id) ?? [])
        for (i, e) in elements.enumerated() where e.fadesByDefault {
            let key = e.id.slot(.value("removal"))
            let isNew = previous != nil && !before.contains(e.id)
            guard isNew || animators[key] != nil else { continue }
            let p = insertion(key, animation: isNew ? transaction.animation : nil)
            if p < 1, let kind = e.transition?.kind {
                slots[i] = slots[i].map { TransitionNode(child: $0, transition: kind, progress: p, inserting: true) }
            }
        }
        guard !ghosts.isEmpty else { return slots.flatMap { $0 } }
        for ghost in ghosts.sorted(by: { $0.index < $1.index }) {
            let p = ghost.timeline.value(at: now)
            guard let resolved = resolveRemoved(ghost) else { continue }
            // Leaving, it is touched by nothing: not even as part of an enclosing gesture's view.
            let nodes = resolved.map {
                HitRegionNode(child: TransitionNode(child: $0, transition: ghost.transition, progress: p, inserting: false), shape: nil, rule: .nonZero)
                    as LayoutNode
            }
            slots.insert(nodes, at: min(ghost.index, slots.count))
        }
        return slots.flatMap { $0 }
    }

    /// A leaving view's nodes now, resolved where it schedules nothing and its transition does
    /// not become its container's; nil (it is dropped) when it can no longer be resolved.
    private func resolveRemoved(_ ghost: Ghost) -> [LayoutNode]? {
        let saved = (isResolvingRemoved, elementTransition, removal)
        isResolvingRemoved = true
        removal = ghost.timeline.changes.first?.animation
        defer { (isResolvingRemoved, elementTransition, removal) = saved }
        return try? ghost.resolve(self)
    }

    /// Runs `work` as a leaving view is resolved: scheduling nothing, its transition not its
    /// container's (a custom transition's `.willAppear` look, seen before the view arrives).
    func resolvingAside(_ work: () throws -> Void) throws {
        let saved = (isResolvingRemoved, elementTransition, removal)
        isResolvingRemoved = true
        removal = nil
        defer { (isResolvingRemoved, elementTransition, removal) = saved }
        try work()
    }
}
