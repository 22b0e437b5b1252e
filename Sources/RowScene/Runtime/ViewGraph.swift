import RowMotion
import RowRaster
import RowText

/// A view running on a virtual clock, as SwiftUI's runtime runs it: state kept per identity,
/// bodies evaluated again after every change, `onAppear`/`onDisappear`/`onChange` run after the
/// update that caused them, gestures fed by a touch script, and animatable values moving from
/// what they showed to their new values under the transaction of the change.
///
/// Time only moves forward: `frame(at:)` processes every event up to t (script touches and
/// actions, lifecycle actions, long-press timers) in time order, evaluating the tree after
/// each, then lays out the frame at t. A frame is a pure function of the view, the script, the
/// environment and t: frames asked for in order carry the graph forward; a frame before the
/// graph's time is rendered by a fresh graph replaying from the start.
@MainActor final class ViewGraph {
    let fonts: FontLibrary
    let script: InteractionScript
    private var request: RenderRequest

    /// The time of the last evaluation (nil before the first).
    private(set) var time: Double?
    /// State boxes by identity (see `StateBox.link`).
    var stateBoxes: [ViewID: AnyObject] = [:]
    /// Changes made since the last evaluation.
    let changes = PendingChanges()
    /// Animated values by identity.
    var animators: [ViewID: AnyObject] = [:]
    /// The last value `onChange(of:)` and `.animation(_:value:)` saw, by identity.
    private var observed: [ViewID: Any] = [:]
    /// Identities linked, animated or observed by the running evaluation (what is in the tree).
    private var touched: Set<ViewID> = []

    /// Lifecycle actions of the views that are in the tree, and those seen by the running pass
    /// (in groups: a `GeometryReader`'s content, resolved when layout reaches it, is seen where
    /// the reader stands in the tree); `lifecycleGroup` is where the pass is.
    private var present: [ViewID: LifecycleActions] = [:]
    private var seen = LifecycleGroup()
    private var lifecycleGroup = LifecycleGroup()
    /// Actions to run at a time, in the order they were scheduled.
    private var queue: [(time: Double, action: () -> Void)] = []
    /// The script's next touch and action.
    private var nextTouch = 0, nextAction = 0
    /// Gestures following the current touch, and where its points are measured from.
    private var touch: TouchTracking?
    private var touchOrigin = Point(0, 0)
    /// What the last evaluation drew.
    private(set) var lastLayout: SceneRenderer.Layout?
    private var hitTargets: [HitTarget] = []
    /// Evaluations so far.
    private var updates = 0
    /// Whether evaluations keep state, values and lifecycle for the next one (off for a first
    /// evaluation that may turn out to be the only one).
    private(set) var isRecording = true
    /// Whether an evaluation has run since the start (views present at the start do not play
    /// insertion transitions).
    private(set) var hasEvaluated = false
    /// The transition of the element of a builder's list being resolved (its outermost one).
    var elementTransition: AnyTransition?
    /// Per container: its children with transitions as last resolved, and removed children
    /// still playing their removal.
    var transitionRecords: [ViewID: TransitionRecord] = [:]
    var ghostsByContainer: [ViewID: [Ghost]] = [:]
    /// Containers the running evaluation reconciled (records of the others are dropped).
    var visitedContainers: Set<ViewID> = []
    /// Whether a removed view is being resolved (its lifecycle actions are not seen and its
    /// changes start nothing: it has disappeared already).
    var isResolvingRemoved = false
    /// While a removed view is resolved: the animation of its removal, for its own transitions
    /// of one's own (`Transition`) to leave along (taken by the first one met).
    var removal: Animation??
    /// Haptics played by code or gestures, in time order.
    private(set) var haptics: [HapticEvent] = []
    /// What `.task` actions left undone (each said once), added to every later frame's warnings.
    private var taskWarnings: [String] = []

    /// How many evaluations may follow one another at one time before the view is said to
    /// change its state without end (each evaluation's actions change state again).
    static let maxUpdatesPerInstant = 100

    /// The graph whose evaluation last linked state boxes (a view instance kept across renders
    /// forwards to the graph that evaluated it last).
    private static weak var lastLinked: ViewGraph?

    init(_ request: RenderRequest, script: InteractionScript, fonts: FontLibrary) {
        self.request = request; self.script = script; self.fonts = fonts
    }

    /// The frame at `request`'s time, with the request's view (rebuilt by its source for each
    /// frame; its identity structure is what keeps state).
    func frame(_ request: RenderRequest) throws -> SceneRenderer.Layout {
        // State takes writes only while the graph runs: a task cancelled at an await it could
        // not follow writes nothing into a later frame.
        changes.isOpen = true
        defer { changes.isOpen = false }
        clockEvents = 0
        return try ViewGraph.$running.withValue(self) {
            try VirtualClock.$current.withValue(self) {
                try AssetCatalog.with(request.environment.assetCatalogs + AssetCatalog.current) {
                    try ImageAssets.$current.withValue(ImageFolder.existence(folder: request.environment.imageFolder)) {
                        try SymbolNames.$current.withValue(fonts.symbolNames.map { names in SymbolNames { names.mayName($0) } }) {
                            try RenderDevice.$requested.withValue(request.environment) { try advance(request) }
                        }
                    }
                }
            }
        }
    }

    /// Actions scheduled on the clock (timer ticks, delays) run by this frame so far.
    private var clockEvents = 0
    /// How many a frame may run: a timer that ticks faster than anything can draw would
    /// otherwise take without end to reach a late frame.
    static let maxClockEventsPerFrame = 10_000

    /// The graph whose events are running (haptics played by user code are recorded on it).
    @TaskLocal static var running: ViewGraph?

    private func advance(_ request: RenderRequest) throws -> SceneRenderer.Layout {
        let t = request.environment.time
        guard t.isFinite else { throw SceneError("time must be finite, found \(t)") }
        if let time, t < time { throw SceneError("a view graph moves forward only (at \(time) s, asked for \(t) s)") }
        self.request = request
        if time == nil {
            // Most views have no lifecycle actions and no script: then nothing happens between
            // 0 and t, and one evaluation at t is the frame. Otherwise start over from 0.
            // That first evaluation records nothing (no value can be animating yet): a still
            // costs what it did before views ran over time.
            if script.touches.isEmpty && script.actions.isEmpty && t >= 0 {
                isRecording = false
                defer { isRecording = true }
                let layout = try update(at: t, transaction: Transaction())
                if queue.isEmpty && changes.count == 0 { return layout }
                reset()
            }
            try update(at: min(0, t), transaction: Transaction())
        } else if ViewGraph.lastLinked !== self {
            // Another graph evaluated views this one shares (a request's root view): link them
            // back before any event handler writes state.
            try update(at: time!, transaction: Transaction())
        }
        let before = updates
        try process(until: t)
        // Nothing happened since an evaluation at this very time: that is the frame.
        if updates == before, time == t, let lastLayout { return lastLayout }
        return try update(at: t, transaction: Transaction())
    }

    /// Back to before the first evaluation.
    private func reset() {
        time = nil
        stateBoxes = [:]; animators = [:]; observed = [:]; touched = []
        transitionRecords = [:]; ghostsByContainer = [:]; visitedContainers = []; elementTransition = nil; hasEvaluated = false
        present = [:]; seen = LifecycleGroup(); lifecycleGroup = seen; queue = []
        _ = changes.take()
        haptics = []; taskWarnings = []
    }

    // MARK: Events

    /// Runs every event at or before t, in time order; at one time: queued actions (lifecycle,
    /// gesture callbacks), then timers, then the script's action, then its touch.
    private func process(until t: Double) throws {
        var atThisTime = 0
        while true {
            let now = time ?? 0
            if changes.count > 0 {
                atThisTime += 1
                guard atThisTime <= ViewGraph.maxUpdatesPerInstant else {
                    throw SceneError("the view changes its state without end at \(now) s (\(ViewGraph.maxUpdatesPerInstant) updates, each changing state again)")
                }
                try update(at: now, transaction: changes.take())
                continue
            }
            guard let next = nextEventTime(), next <= t else { return }
            if next > now { atThisTime = 0 }
            time = next
            if let i = queue.firstIndex(where: { $0.time <= next }) {
                let action = queue.remove(at: i).action
                action()
                guard clockEvents <= ViewGraph.maxClockEventsPerFrame else {
                    throw SceneError("timers and delays fired more than \(ViewGraph.maxClockEventsPerFrame) times on the way to \(t) s (at \(next) s): a timer's interval is too short to render")
                }
            } else if let timer = touch?.timer, timer <= next {
                touch?.fireTimer(at: next)
            } else if nextAction < script.actions.count, script.actions[nextAction].time <= next {
                let action = script.actions[nextAction]
                nextAction += 1
                try action.perform()
                // What an action changes may be a model the graph does not observe, or the
                // time itself: bodies are evaluated after every action.
                changes.record(Transaction.current)
            } else {
                let event = script.touches[nextTouch]
                nextTouch += 1
                try handle(event)
            }
        }
    }

    private func nextEventTime() -> Double? {
        var candidates: [Double] = queue.map(\.time)
        if let timer = touch?.timer { candidates.append(timer) }
        if nextAction < script.actions.count { candidates.append(script.actions[nextAction].time) }
        if nextTouch < script.touches.count { candidates.append(script.touches[nextTouch].time) }
        return candidates.min().map { max($0, time ?? $0) }
    }

    /// Schedules `action` at the current time (after the running update).
    func schedule(_ action: @escaping () -> Void) { queue.append((time ?? 0, action)) }

    /// Schedules a clock action (a timer's tick, a delayed value, work sent to the main queue)
    /// at `t`.
    fileprivate func scheduleOnClock(at t: Double, updatingAfter: Bool, _ action: ScheduledAction) {
        queue.append((max(t, time ?? 0), { [weak self] in
            guard let self, !action.isCancelled else { return }
            self.clockEvents += 1
            action.run()
            if updatingAfter { self.changes.record(Transaction.current) }
        }))
    }

    /// Starts a `.task` action at the current time: it runs at once, on the main actor, until it
    /// finishes or first suspends. Suspending means awaiting something the virtual clock does
    /// not drive (a sleep, I/O, another actor): the task is cancelled there and the frames say
    /// so; what it does after that is never drawn.
    func startTask(_ action: @escaping @Sendable () async -> Void) {
        let progress = TaskProgress()
        let task = Task.immediate { @MainActor in
            await action()
            progress.finished = true
        }
        guard !progress.finished else { return }
        task.cancel()
        let message = "a .task { } suspended at \(time ?? 0) s awaiting work that does not run on the virtual clock (a sleep, I/O or another actor): it was cancelled there and what it does later is not drawn; set its result with a script action"
        if !taskWarnings.contains(message) { taskWarnings.append(message) }
    }

    /// Records a haptic at the current time.
    func playHaptic(_ style: HapticEvent.Style) { haptics.append(HapticEvent(time: time ?? 0, style: style)) }

    // MARK: Touches

    private func handle(_ event: TouchEvent) throws {
        var point = Point(x: event.x, y: event.y)
        switch event.kind {
        case .down:
            guard touch == nil else { throw SceneError("touch at \(event.time) s: a second down before up or cancel") }
            // Hit-test what is on screen now.
            let layout = try update(at: event.time, transaction: Transaction())
            // A touch in a view's points follows that view's frame as it is now.
            touchOrigin = Point(0, 0)
            if let view = event.view {
                guard let frame = layout.frames[view] else { throw SceneError("touch at \(event.time) s: no view is tagged \(view) (layoutTag) to touch in") }
                touchOrigin = Point(frame.x, frame.y)
            }
            point = point + touchOrigin
            touch = TouchTracking(start: point, time: event.time, targets: hitTargets.filter { $0.contains(point) }, now: request.environment.now)
            touch?.began()
        case .move:
            guard touch != nil else { throw SceneError("touch at \(event.time) s: move without a down") }
            point = point + touchOrigin
            touch?.moved(to: point, at: event.time)
        case .up, .cancel:
            guard touch != nil else { throw SceneError("touch at \(event.time) s: \(event.kind.rawValue) without a down") }
            point = point + touchOrigin
            touch?.ended(at: point, time: event.time, cancelled: event.kind == .cancel)
            touch = nil
        }
    }

    // MARK: Evaluation

    /// Evaluates the tree at `t` under `transaction`, lays it out and draws it (what gestures
    /// hit-test), and runs the lifecycle bookkeeping of the update.
    @discardableResult
    private func update(at t: Double, transaction: Transaction) throws -> SceneRenderer.Layout {
        updates += 1
        time = t
        ViewGraph.lastLinked = self
        seen = LifecycleGroup(); lifecycleGroup = seen
        var environment = request.environment
        environment.time = t
        DeviceTimeZone.pin(environment.timeZone)
        let context = ResolveContext(environment: environment, fonts: fonts, graph: self, transaction: transaction)
        var layout = try SceneRenderer.draw(try context.resolveRoot(request.view), request: request, environment: environment)
        layout.haptics = haptics
        layout.warnings += taskWarnings.filter { !layout.warnings.contains($0) }
        // State written while bodies were evaluated (SwiftUI: "modifying state during view
        // update") is kept but starts no further update, so such a view cannot loop forever.
        _ = changes.take()
        record(layout.motions)
        notice(layout.preferenceReadings)
        lastLayout = layout
        hitTargets = layout.hitTargets
        finishLifecycle()
        sweep()
        hasEvaluated = true
        return layout
    }

    /// The value of an animatable property at the current time: the model value `value`, moved
    /// to from its previous value over the transaction's animation when it changed.
    func animate<V: VectorArithmetic>(_ value: V, id: ViewID, transaction: Transaction) -> V {
        guard isRecording else { return value }
        touched.insert(id)
        let t = time ?? 0
        if let animator = animators[id] as? Animator<V> {
            if animator.model != value {
                animator.model = value
                animator.timeline.append(.init(time: t, value: value, animation: transaction.animation))
            }
            return animator.timeline.advance(to: t)
        }
        animators[id] = Animator(value)
        return value
    }

    /// What the frame animator of `id` shows now and the frame it aims at (nil: none), for
    /// layout to work from (`NodeMotion`).
    func frameAnimator(_ id: ViewID) -> (shown: [Double], model: [Double])? {
        guard isRecording, let animator = animators[id] as? Animator<AnimatableVector> else { return nil }
        return (animator.timeline.advance(to: time ?? 0).values, animator.model.values)
    }

    /// Records where layout put the views with motion: each frame animator moves to its new
    /// frame under the transaction of the change (a follower only stays in the tree).
    private func record(_ motions: [MotionTarget]) {
        for m in motions {
            if m.follows { keep(m.id) } else { _ = animate(AnimatableVector(m.frame), id: m.id, transaction: m.transaction) }
        }
    }

    /// After layout: each `onPreferenceChange` whose content's value differs from what it read
    /// at the previous update (the key's default value the first time) runs its action after
    /// the update.
    private func notice(_ readings: [PreferenceReading]) {
        for reading in readings {
            if reading.differs(isRecording ? observed[reading.id] : nil) { schedule(reading.notify) }
            if isRecording { touched.insert(reading.id); observed[reading.id] = reading.value }
        }
    }

    /// The value this identity's animator shows now (`fallback` when it has none); sets nothing.
    func current<V: VectorArithmetic>(_ fallback: V, id: ViewID) -> V {
        guard isRecording, let animator = animators[id] as? Animator<V> else { return fallback }
        touched.insert(id)
        return animator.timeline.advance(to: time ?? 0)
    }

    /// Whether `value` differs from what this identity showed at the previous evaluation (the
    /// first time: no change); remembers it. Returns the previous value when it changed.
    func change<V: Equatable>(of value: V, id: ViewID) -> V? {
        guard isRecording else { return nil }
        touched.insert(id)
        defer { observed[id] = value }
        guard !isResolvingRemoved, let old = observed[id] as? V, old != value else { return nil }
        return old
    }

    /// The graph's own state box for `id` (state the runtime keeps for a view, such as how far
    /// a row is swiped), made with `initial` the first time.
    func box<V>(_ id: ViewID, initial: V) -> StateBox<V> {
        guard isRecording else { return StateBox(initial) }
        touched.insert(id)
        if let kept = stateBoxes[id] as? StateBox<V> { return kept }
        let box = StateBox(initial)
        box.changes = changes
        stateBoxes[id] = box
        return box
    }

    /// Marks an identity as in the tree (its state is kept).
    func keep(_ id: ViewID) { touched.insert(id) }

    /// Links a view's (or modifier's) dynamic property to the graph's storage for its slot.
    /// Not recording, the graph keeps nothing and the property links to a box made for this
    /// evaluation: what it makes or writes (a `@StateObject`'s object) must not land in the
    /// view's own storage, which every later graph starts from.
    func link(_ property: any GraphLinked, at slot: ViewID) {
        if isRecording { touched.insert(slot) }
        property.link(in: self, at: slot)
    }

    // MARK: Lifecycle

    /// A view with lifecycle actions is in the tree of the running evaluation. Modifiers call it
    /// once their content is resolved, so a view's actions come after those of the views inside
    /// it — SwiftUI's order: the innermost view's `onAppear` first, a view's own in the order
    /// they are written.
    func visit(_ id: ViewID, _ actions: LifecycleActions) {
        if !isResolvingRemoved { lifecycleGroup.entries.append(.view(id, actions)) }
    }

    /// A place in the running pass's lifecycle order for views resolved later (a
    /// `GeometryReader`'s content, resolved as layout reaches it); nil for a removed view.
    func deferredLifecycleGroup() -> LifecycleGroup? {
        guard !isResolvingRemoved else { return nil }
        let group = LifecycleGroup()
        lifecycleGroup.entries.append(.group(group))
        return group
    }

    /// Runs `work` with the views it resolves seen in `group` (as they are otherwise).
    func inLifecycleGroup<T>(_ group: LifecycleGroup?, _ work: () throws -> T) rethrows -> T {
        guard let group else { return try work() }
        let saved = lifecycleGroup
        lifecycleGroup = group
        defer { lifecycleGroup = saved }
        return try work()
    }

    /// Views gone since the previous evaluation run `onDisappear`, new ones `onAppear` (in the
    /// order seen), after the update.
    private func finishLifecycle() {
        var now: [ViewID: LifecycleActions] = [:]
        let seen = self.seen.flattened.filter { id, actions in
            guard now[id] == nil else { return false }
            now[id] = actions
            return true
        }
        let gone = present.filter { now[$0.key] == nil }
        for (_, actions) in gone.sorted(by: { $0.value.order < $1.value.order }) {
            if let action = actions.disappear { schedule(action) }
        }
        for isTask in [false, true] {
            for (id, actions) in seen where present[id] == nil && actions.isTask == isTask {
                if let action = actions.appear { schedule(action) }
            }
        }
        // Keep the tree order for the next comparison.
        present = [:]
        for (i, (id, actions)) in seen.enumerated() where present[id] == nil {
            var a = actions; a.order = i; present[id] = a
        }
    }

    /// Forgets state and animations of views no longer in the tree (every evaluation visits the
    /// whole tree, so what it did not touch has left).
    private func sweep() {
        transitionRecords = transitionRecords.filter { visitedContainers.contains($0.key) }
        ghostsByContainer = ghostsByContainer.filter { visitedContainers.contains($0.key) }
        visitedContainers.removeAll(keepingCapacity: true)
        stateBoxes = stateBoxes.filter { touched.contains($0.key) }
        animators = animators.filter { touched.contains($0.key) }
        observed = observed.filter { touched.contains($0.key) }
        touched.removeAll(keepingCapacity: true)
    }
}

/// What a view does when it enters and leaves the tree.
struct LifecycleActions {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    var order = 0
    /// A `.task`'s start: it runs after the update's `onAppear` actions, as SwiftUI starts a
    /// task's body on the main actor once the appear actions it is queued behind have run.
    var isTask = false
}

/// Whether a started `.task` has finished.
@MainActor final class TaskProgress { var finished = false }

/// An animatable value of one identity: its model value and the changes it went through.
final class Animator<V: VectorArithmetic> {
    var model: V
    var timeline: MotionTimeline<V>
    init(_ value: V) { model = value; timeline = MotionTimeline(initial: value, changes: []) }
}

/// The graph is the clock of what runs in it (`Timer.publish`, `debounce`): `VirtualClock.current`
/// while it runs a frame.
extension ViewGraph: SchedulingClock {
    nonisolated var now: Double { MainActor.assumeIsolated { time ?? 0 } }
    nonisolated func date(at t: Double) -> Date { MainActor.assumeIsolated { request.environment.now.addingTimeInterval(t) } }
    nonisolated func schedule(at t: Double, updatingAfter: Bool, _ action: @escaping () -> Void) -> Cancellable {
        let scheduled = ScheduledAction(action)
        MainActor.assumeIsolated { scheduleOnClock(at: t, updatingAfter: updatingAfter, scheduled) }
        return scheduled
    }

    nonisolated func objectWillChange() {
        MainActor.assumeIsolated { changes.record(Transaction.current) }
    }
}

/// An action on the graph's clock, and whether it was cancelled before its time.
final class ScheduledAction: Cancellable, @unchecked Sendable {
    private let action: () -> Void
    private(set) var isCancelled = false
    init(_ action: @escaping () -> Void) { self.action = action }
    func run() { action() }
    func cancel() { isCancelled = true }
}

/// The lifecycle actions one pass saw, in order, with groups for views resolved later.
final class LifecycleGroup {
    enum Entry {
        case view(ViewID, LifecycleActions)
        case group(LifecycleGroup)
    }
    var entries: [Entry] = []
    /// The actions in order, groups opened where they stand.
    var flattened: [(ViewID, LifecycleActions)] {
        entries.flatMap { entry -> [(ViewID, LifecycleActions)] in
            switch entry {
            case let .view(id, actions): return [(id, actions)]
            case let .group(group): return group.flattened
            }
        }
    }
}
