import Combine
import Foundation
import RowMotion

// iOS 17's phase and keyframe animators, on the virtual clock: a phase animator steps through
// its phases with `withAnimation`, each step scheduled on the running graph's clock when the
// one before has logically finished; a keyframe animator's value is its keyframe timeline
// evaluated at the time since it started — a pure function of the frame's time.

/// The view an animator modifier wraps, as its content closure receives it.
public nonisolated struct PlaceholderContentView<Value>: View {
    let content: AnyView
    @MainActor public var body: some View { content }
}

extension Animation {
    /// How long one step of a phase animator waits for this animation: its duration for curves
    /// and springs given one (a spring's response), stretched by delay and speed.
    var logicalDuration: Double {
        var d: Double
        switch curve {
        case .bezier(_, let duration), .deceleration(_, let duration): d = duration
        case .fluidSpring(let spring): d = spring.response
        default: d = passDuration
        }
        for m in modifiers {
            switch m {
            case .speed(let s): if s > 0 { d /= s }
            case .delay(let t): d += max(0, t)
            case .repeat: break
            }
        }
        return d
    }
}

/// `phaseAnimator`: the content at the current phase; without a trigger it cycles through the
/// phases for as long as it is shown, with one it runs through them once per change of the
/// trigger and comes back to the first.
nonisolated struct PhaseAnimatorView<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyHashable?
    let cycles: Bool
    let content: (PlaceholderContentView<Never>, Phase) -> Content
    let placeholder: AnyView
    let animation: (Phase) -> Animation?
    @State private var index = 0

    @MainActor var body: some View {
        content(PlaceholderContentView(content: placeholder), phases[min(index, phases.count - 1)])
            .onAppear { if cycles { step(from: 0) } }
            .onChange(of: trigger) { if !cycles { step(from: 0) } }
    }

    /// Animates to the phase after `current`, and schedules the next step when it is done.
    @MainActor private func step(from current: Int) {
        guard phases.count > 1 else { return }
        let next = (current + 1) % phases.count
        let animation = self.animation(phases[next])
        withAnimation(animation) { index = next }
        guard cycles || next != 0, let clock = VirtualClock.current else { return }
        let wait = max(animation?.logicalDuration ?? 0, 1.0 / 60)
        _ = clock.schedule(at: clock.now + wait) { step(from: next) }
    }
}

extension View {
    /// Cycles through `phases` for as long as the view is shown, animating each change.
    nonisolated public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = AnyView(self)
        return PhaseAnimatorView(phases: Array(phases), trigger: nil, cycles: true,
                                 content: { _, phase in content(PlaceholderContentView(content: view), phase) }, placeholder: view,
                                 animation: animation)
    }
    /// Runs through `phases` once each time `trigger` changes.
    nonisolated public func phaseAnimator<Phase: Equatable, Content: View, Trigger: Hashable>(
        _ phases: some Sequence<Phase>, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = AnyView(self)
        return PhaseAnimatorView(phases: Array(phases), trigger: AnyHashable(trigger), cycles: false,
                                 content: { _, phase in content(PlaceholderContentView(content: view), phase) }, placeholder: view,
                                 animation: animation)
    }
}

/// A phase animator as a view of its own (`PhaseAnimator(phases) { phase in … }`).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyHashable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases); trigger = nil; self.content = content; self.animation = animation
    }
    public init(_ phases: some Sequence<Phase>, trigger: some Hashable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases); self.trigger = AnyHashable(trigger); self.content = content; self.animation = animation
    }
    public var body: some View {
        let content = self.content
        return PhaseAnimatorView(phases: phases, trigger: trigger, cycles: trigger == nil, content: { _, phase in content(phase) },
                                 placeholder: AnyView(EmptyView()), animation: animation)
    }
}

// MARK: - Keyframes

/// A timing curve from 0 to 1 (SwiftUI's `UnitCurve`, iOS 17).
public struct UnitCurve: Sendable, Hashable {
    let curve: TimingCurve
    public static let linear = UnitCurve(curve: .linear), easeIn = UnitCurve(curve: .easeIn)
    public static let easeOut = UnitCurve(curve: .easeOut), easeInOut = UnitCurve(curve: .easeInOut)
    public static let circularEaseIn = UnitCurve(curve: TimingCurve(0.6, 0.04, 0.98, 0.335))
    public static let circularEaseOut = UnitCurve(curve: TimingCurve(0.075, 0.82, 0.165, 1))
    public static let circularEaseInOut = UnitCurve(curve: TimingCurve(0.785, 0.135, 0.15, 0.86))
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(curve: TimingCurve(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y))
    }
    /// The curve's value at progress x (0…1).
    public func value(at x: Double) -> Double { curve.value(at: x) }
}

/// A keyframe: a value reached at the end of its duration, from the value before, by its curve.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    /// The keyframes, in order.
    var keyframes: [Keyframe<Value>] { get }
}

/// One keyframe, as the timeline evaluates it.
public struct Keyframe<Value: Animatable> {
    enum Kind { case linear(UnitCurve), spring(Spring), cubic, move }
    let to: Value, duration: Double, kind: Kind
}

/// Straight to the value (by the unit curve, linear unless given).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframes = [Keyframe(to: to, duration: duration, kind: .linear(timingCurve))]
    }
}
/// To the value by a spring, settled within the duration.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframes = [Keyframe(to: to, duration: duration ?? spring.duration, kind: .spring(spring))]
    }
}
/// Smoothly through the values around it (eased in and out here).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframes = [Keyframe(to: to, duration: duration, kind: .cubic)]
    }
}
/// At once to the value.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value) { keyframes = [Keyframe(to: to, duration: 0, kind: .move)] }
}
/// Several keyframes of one track, in order.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
}

/// Builds a track's keyframes.
@resultBuilder public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> KeyframeList<Value> where K.Value == Value { KeyframeList(keyframes: k.keyframes) }
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> { KeyframeList(keyframes: parts.flatMap(\.keyframes)) }
    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> { KeyframeList(keyframes: parts.flatMap(\.keyframes)) }
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { part ?? KeyframeList(keyframes: []) }
    public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
    public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
}

/// What a keyframe animator's keyframes closure gives: tracks of the value's properties
/// (`KeyframeTrack(\.scale) { … }`), which run side by side, and keyframes of the whole value,
/// which run one after the other.
public struct Keyframes<Root> {
    typealias Track = (evaluate: (Root, Double) -> Root, duration: Double)
    var tracks: [Track] = []
    /// Keyframes of the whole value (each a `Keyframe<Root>`), and how to make their track, until
    /// the block that holds them makes it.
    var whole: [Any] = []
    var wholeTrack: (([Any]) -> Track)?

    /// The value at time t (seconds from the start), from the initial value.
    func evaluate(_ root: Root, _ t: Double) -> Root { tracks.reduce(root) { $1.evaluate($0, t) } }
    var duration: Double { tracks.map(\.duration).max() ?? 0 }
}

/// The keyframes of one property of the animated value (or of the whole value).
public struct KeyframeTrack<Root, Value: Animatable> {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [Keyframe<Value>]
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> KeyframeList<Value>) {
        self.keyPath = keyPath; keyframes = content().keyframes
    }
    public init(@KeyframeTrackContentBuilder<Value> content: () -> KeyframeList<Value>) where Root == Value {
        keyPath = \Value.self; keyframes = content().keyframes
    }
    var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// The track's value at time t, from `start`.
    func value(from start: Value, at t: Double) -> Value {
        var from = start, elapsed = 0.0
        for k in keyframes {
            if t < elapsed + k.duration, k.duration > 0 {
                let u = (t - elapsed) / k.duration
                let p: Double
                switch k.kind {
                case .linear(let curve): p = curve.value(at: u)
                case .spring(let spring):
                    let fluid = FluidSpring(response: spring.response, dampingFraction: min(1, spring.dampingRatio))
                    p = Animation(.fluidSpring(fluid)).progress(at: u * k.duration)
                case .cubic: p = UnitCurve.easeInOut.value(at: u)
                case .move: p = 1
                }
                var v = from.animatableData
                v.scale(by: 1 - p)
                var w = k.to.animatableData
                w.scale(by: p)
                var out = from
                out.animatableData = v + w
                return out
            }
            elapsed += k.duration
            from = k.to
        }
        return from
    }
}

/// Builds a keyframe animator's tracks.
@resultBuilder public enum KeyframesBuilder<Root> {
    public static func buildExpression<V: Animatable>(_ track: KeyframeTrack<Root, V>) -> Keyframes<Root> {
        Keyframes(tracks: [({ root, t in var r = root; r[keyPath: track.keyPath] = track.value(from: root[keyPath: track.keyPath], at: t); return r },
                            track.duration)])
    }
    /// Keyframes of the whole value, without a track (`keyframes: { _ in LinearKeyframe(…) }`).
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> Keyframes<Root> where K.Value == Root {
        Keyframes(whole: k.keyframes, wholeTrack: { list in
            let track = KeyframeTrack<Root, Root>(content: { KeyframeList(keyframes: list.compactMap { $0 as? Keyframe<Root> }) })
            return ({ root, t in track.value(from: root, at: t) }, track.duration)
        })
    }
    /// The block's tracks, the whole-value keyframes of all its parts made one track of them.
    public static func buildBlock(_ parts: Keyframes<Root>...) -> Keyframes<Root> {
        let whole = parts.flatMap(\.whole)
        let wholeTrack = parts.lazy.compactMap(\.wholeTrack).first.map { [$0(whole)] } ?? []
        return Keyframes(tracks: parts.flatMap(\.tracks) + wholeTrack)
    }
}

/// `keyframeAnimator`: the content with the value its keyframes give at the time since the
/// animation started — when the view appeared (repeating: over and over) or when the trigger
/// last changed; before that, the initial value. The body reads the frame's time, so every
/// frame evaluates it again, as a `TimelineView`'s.
nonisolated struct KeyframeAnimatorView<Value, Content: View>: View {
    let initial: Value
    let trigger: AnyHashable?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> Keyframes<Value>
    @State private var start: Double?
    @Environment(\.time) var time

    @MainActor var body: some View {
        let frames = keyframes(initial)
        var value = initial
        if let start {
            var t = time - start
            if repeating, frames.duration > 0 { t = t.truncatingRemainder(dividingBy: frames.duration) }
            value = frames.evaluate(initial, t)
        }
        return content(value)
            .onAppear { if trigger == nil || repeating { start = time } }
            .onChange(of: trigger) { start = time }
    }
}

extension View {
    /// Plays `keyframes` from `initialValue` each time `trigger` changes.
    nonisolated public func keyframeAnimator<Value, Trigger: Equatable & Hashable>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes<Value>) -> some View {
        let view = AnyView(self)
        return KeyframeAnimatorView(initial: initialValue, trigger: AnyHashable(trigger), repeating: false,
                                    content: { content(PlaceholderContentView(content: view), $0) }, keyframes: keyframes)
    }
    /// Plays `keyframes` from `initialValue` when the view appears, over and over when `repeating`.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes<Value>) -> some View {
        let view = AnyView(self)
        return KeyframeAnimatorView(initial: initialValue, trigger: nil, repeating: repeating,
                                    content: { content(PlaceholderContentView(content: view), $0) }, keyframes: keyframes)
    }
}
