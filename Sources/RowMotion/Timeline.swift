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
        var s = k
        while s > 0, changes[s - 1].animation?.merges == true { s -= 1 }
        let start = changes[s].time
        var state = SpringState<Value>(at: eval(s - 1, start))
        let h = FluidSpring.step
        var next = s                 // the next change to apply
        var current: FluidSpring? = nil, previous: FluidSpring? = nil, retargetTime = start
        var n = 0
        while true {
            let time = start + Double(n) * h
            while next <= k, changes[next].time <= time + 1e-12 {
                if case let .fluidSpring(spring)? = changes[next].animation?.curve {
                    previous = current; current = spring; retargetTime = changes[next].time
                }
                state.retarget(changes[next].value)
                next += 1
            }
            if time >= t - 1e-12 || (state.finished && next > k) { return state.x }
            guard let spring = current else { return state.x }
            var stiffness = spring.stiffness, damping = spring.damping
            if let old = previous, spring.blendDuration > 0, time - retargetTime < spring.blendDuration {
                // Response moves from the old to the new over the blend: r = r_new + (r_old − r_new)(1 − s²(3 − 2s)).
                let u = (time - retargetTime) / spring.blendDuration
                let r = spring.response + (old.response - spring.response) * (1 - u * u * (3 - 2 * u))
                let blended = FluidSpring(response: r, dampingFraction: spring.dampingFraction)
                stiffness = blended.stiffness; damping = blended.damping
            }
            state.step(h, k: stiffness, c: damping)
            n += 1
            if n > 300 * 3600 { return state.x }     // an hour of simulation: give up stepping
        }
    }
}

extension MotionTimeline: Sendable where Value: Sendable {}
extension MotionTimeline.Change: Sendable where Value: Sendable {}
