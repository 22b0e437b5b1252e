/// A number that changes at given times (see `MotionTimeline`).
public typealias Timeline = MotionTimeline<Double>

/// A value that changes at given times with given animations — SwiftUI's state changes
/// replayed on a virtual clock. `value(at:)` is a pure function of the timeline and t.
///
/// - An instant change (no animation, or `disablesAnimations`) sets the value at its time.
/// - A non-merging animation (bezier, interpolating spring, any animation with modifiers)
///   blends over what was showing: shown = old(t) + p(t − t₀)·(target − old(t)).
/// - A plain fluid spring merges into a running fluid spring: position, velocity and
///   acceleration carry over and the 300 Hz clock keeps its phase; only the target (and,
///   over the blend duration, the response) changes.
///
/// Frames are evaluated as if every frame had been displayed, so SwiftUI's catch-up jump
/// after gaps over 1 s never applies and a value does not depend on which frames came before.
public struct MotionTimeline<Value: VectorArithmetic> {
    public struct Change {
        public let time: Double
        public let value: Value
        /// nil: applied instantly.
        public let animation: Animation?
        public init(time: Double, value: Value, animation: Animation?) {
            self.time = time; self.value = value; self.animation = animation
        }
    }

    public private(set) var initial: Value
    public private(set) var changes: [Change]
    /// Where `advance(to:)` last stopped integrating a run of merging springs.
    private var run: SpringRun? = nil

    /// `changes` are ordered by time (stable for equal times).
    public init(initial: Value, changes: [Change]) {
        self.initial = initial
        self.changes = changes.enumerated().sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }.map(\.element)
    }

    /// Adds a change at or after the last one's time (what a running view does as time goes on).
    public mutating func append(_ change: Change) {
        precondition(changes.last.map { $0.time <= change.time } ?? true, "changes are appended in time order")
        changes.append(change)
    }

    /// Forgets changes whose effect has ended by time t: once the newest change at or before t
    /// is instant, or its animation has finished by t, nothing before it matters any more.
    /// Values at times ≥ t are unchanged; a view running for minutes keeps a short history.
    public mutating func settle(before t: Double) {
        guard let k = changes.lastIndex(where: { $0.time <= t }) else { return }
        let change = changes[k]
        let done: Bool
        if let animation = change.animation {
            if animation.merges {
                // A merged run is finished only when its spring is at rest (snapped to its target) at t.
                done = t - change.time >= animation.passDuration && spring(through: k, at: t) == change.value
            } else {
                guard let end = animation.settleTime else { return }
                done = t - change.time >= end
            }
        } else {
            done = true
        }
        guard done else { return }
        initial = change.value
        changes.removeFirst(k + 1)
        run = nil
    }

    /// `settle(before: t)` then `value(at: t)` in one, for times asked for in order (a running
    /// view's frames): a spring's integration goes on from where the previous call stopped
    /// instead of starting over — the same steps, so the same value.
    public mutating func advance(to t: Double) -> Value {
        guard let k = changes.lastIndex(where: { $0.time <= t }) else { return initial }
        let change = changes[k]
        guard let animation = change.animation, animation.merges else {
            settle(before: t)
            return value(at: t)
        }
        let value = springGoingOn(through: k, at: t)
        // What settle(before:) decides for a merged run: at rest on its target at t.
        if t - change.time >= animation.passDuration && value == change.value {
            initial = change.value
            changes.removeFirst(k + 1)
            run = nil
        }
        return value
    }

    public func value(at t: Double) -> Value {
        guard let k = changes.lastIndex(where: { $0.time <= t }) else { return initial }
        return eval(k, t)
    }

    /// The value after changes 0…k, at time t ≥ changes[k].time.
    private func eval(_ k: Int, _ t: Double) -> Value {
        if k < 0 { return initial }
        let change = changes[k]
        guard let animation = change.animation else { return change.value }
        if animation.merges { return spring(through: k, at: t) }
        let p = animation.progress(at: t - change.time)
        if p == 1 { return change.value }
        let old = eval(k - 1, t)
        return old + (change.value - old).scaled(by: p)
    }

    /// Integrates the run of merging fluid springs that ends with change k.
    private func spring(through k: Int, at t: Double) -> Value {
        var run = startRun(through: k)
        return integrate(&run, through: k, to: t)
    }

    /// `spring(through:at:)`, going on from the last run `advance(to:)` integrated when it is
    /// the same run, t has not gone back and no change it skipped was due before it stopped.
    private mutating func springGoingOn(through k: Int, at t: Double) -> Value {
        var r = startRun(through: k)
        if let last = run, last.start == r.start, last.through <= k, last.askedAt <= t,
           changes[(last.through + 1)..<(k + 1)].allSatisfy({ $0.time >= last.askedAt }) {
            r = last
        }
        let value = integrate(&r, through: k, to: t)
        r.through = k; r.askedAt = t
        run = r
        return value
    }

    /// A run of merging springs (changes s…) before its first step.
    private func startRun(through k: Int) -> SpringRun {
        var s = k
        while s > 0, changes[s - 1].animation?.merges == true { s -= 1 }
        let start = changes[s].time
        return SpringRun(start: s, startTime: start, state: SpringState<Value>(at: eval(s - 1, start)), next: s, retargetTime: start)
    }

    /// Steps the run on the 300 Hz clock, applying changes ≤ k as their times come, until t.
    private func integrate(_ run: inout SpringRun, through k: Int, to t: Double) -> Value {
        let h = FluidSpring.step
        while true {
            let time = run.startTime + Double(run.n) * h
            while run.next <= k, changes[run.next].time <= time + 1e-12 {
                if case let .fluidSpring(spring)? = changes[run.next].animation?.curve {
                    run.previous = run.current; run.current = spring; run.retargetTime = changes[run.next].time
                }
                run.state.retarget(changes[run.next].value)
                run.next += 1
            }
            if time >= t - 1e-12 || (run.state.finished && run.next > k) { return run.state.x }
            guard let spring = run.current else { return run.state.x }
            var stiffness = spring.stiffness, damping = spring.damping
            if let old = run.previous, spring.blendDuration > 0, time - run.retargetTime < spring.blendDuration {
                // Response moves from the old to the new over the blend: r = r_new + (r_old − r_new)(1 − s²(3 − 2s)).
                let u = (time - run.retargetTime) / spring.blendDuration
                let r = spring.response + (old.response - spring.response) * (1 - u * u * (3 - 2 * u))
                let blended = FluidSpring(response: r, dampingFraction: spring.dampingFraction)
                stiffness = blended.stiffness; damping = blended.damping
            }
            run.state.step(h, k: stiffness, c: damping)
            run.n += 1
            if run.n > 300 * 3600 { return run.state.x }     // an hour of simulation: give up stepping
        }
    }

    /// The integrator of a run of merging springs where it stopped: the next change to apply,
    /// the steps taken, the springs in force.
    fileprivate struct SpringRun {
        let start: Int
        let startTime: Double
        var state: SpringState<Value>
        var next: Int
        var n = 0
        var current: FluidSpring? = nil, previous: FluidSpring? = nil
        var retargetTime: Double
        /// The last change and time it was asked for.
        var through = -1, askedAt = -Double.infinity
    }
}

extension MotionTimeline: Sendable where Value: Sendable {}
extension MotionTimeline.SpringRun: Sendable where Value: Sendable {}
extension MotionTimeline.Change: Sendable where Value: Sendable {}
