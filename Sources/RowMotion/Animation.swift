#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An animation as SwiftUI describes one: a curve (fluid spring, interpolating spring or
/// bezier timing curve) with delay, speed and repetition modifiers applied in order.
public struct Animation: Sendable, Hashable {
    public enum Curve: Sendable, Hashable {
        /// Merges when retargeted (velocity kept); evaluated by SwiftUI's integrator.
        case fluidSpring(FluidSpring)
        /// Closed-form damped spring (non-merging): stiffness, damping, mass 1, initial velocity.
        case interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double)
        case bezier(TimingCurve, duration: Double)
        /// A scroll view's coast after a flick: the speed falls by `rate` each millisecond
        /// (UIScrollView's deceleration rate), so progress is (1 − rate^ms) / (1 − rate^(1000·duration)).
        case deceleration(rate: Double, duration: Double)
    }
    public enum Modifier: Sendable, Hashable {
        case delay(Double)
        case speed(Double)
        /// `count` nil repeats forever; each direction is one pass.
        case `repeat`(count: Int?, autoreverses: Bool)
    }

    public let curve: Curve
    public let modifiers: [Modifier]

    public init(_ curve: Curve, modifiers: [Modifier] = []) { self.curve = curve; self.modifiers = modifiers }

    // SwiftUI's constructors and presets.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.fluidSpring(FluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }
    /// `Spring(duration:bounce:)`: ζ = 1 − b for b ≥ 0, 1/(1 + b) below. (Disfavored: `.spring()`
    /// is the response form, whose defaults SwiftUI documents first.)
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), blendDuration: blendDuration)
    }
    public static let spring = spring(response: 0.5, dampingFraction: 1)
    public static let smooth = spring(duration: 0.5, bounce: 0)
    public static let snappy = spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = spring(duration: 0.5, bounce: 0.3)
    public static let interactiveSpring = interactiveSpring()
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// `.smooth`, `.snappy` and `.bouncy` with a duration and bounce added to theirs (0, 0.15, 0.3).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.3 + extraBounce) }
    /// A fluid spring described by a `Spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }
    /// A closed-form spring of a mass on a spring and damper (a mass m moves as mass 1 under k/m and c/m).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let m = mass > 0 ? mass : 1
        return Animation(.interpolatingSpring(stiffness: stiffness / m, damping: damping / m, initialVelocity: initialVelocity))
    }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }
    public static let interpolatingSpring = interpolatingSpring()
    public static func easeIn(duration: Double = 0.35) -> Animation { Animation(.bezier(.easeIn, duration: duration)) }
    public static func easeOut(duration: Double = 0.35) -> Animation { Animation(.bezier(.easeOut, duration: duration)) }
    public static func easeInOut(duration: Double = 0.35) -> Animation { Animation(.bezier(.easeInOut, duration: duration)) }
    public static func linear(duration: Double = 0.35) -> Animation { Animation(.bezier(.linear, duration: duration)) }
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.35) -> Animation {
        Animation(.bezier(TimingCurve(x1, y1, x2, y2), duration: duration))
    }
    public static let easeIn = easeIn(), easeOut = easeOut(), easeInOut = easeInOut(), linear = linear()
    public static let `default` = Animation(.bezier(.default, duration: 0.35))

    public func delay(_ d: Double) -> Animation { Animation(curve, modifiers: modifiers + [.delay(d)]) }
    public func speed(_ s: Double) -> Animation { Animation(curve, modifiers: modifiers + [.speed(s)]) }
    public func repeatCount(_ n: Int, autoreverses: Bool = true) -> Animation { Animation(curve, modifiers: modifiers + [.repeat(count: n, autoreverses: autoreverses)]) }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(curve, modifiers: modifiers + [.repeat(count: nil, autoreverses: autoreverses)]) }

    /// Whether retargeting merges into a running instance (plain fluid springs do).
    public var merges: Bool {
        if case .fluidSpring = curve { return modifiers.isEmpty }
        return false
    }

    /// How long one pass of the curve takes (for springs: until the integrator finishes a
    /// unit move, or the closed form settles within 1 %).
    public var passDuration: Double {
        switch curve {
        case .bezier(_, let d), .deceleration(_, let d): return d
        case .fluidSpring(let s):
            var state = SpringState<Double>(at: 0)
            state.retarget(1)
            var n = 0
            while !state.finished && n < 300 * 60 { state.step(FluidSpring.step, k: s.stiffness, c: s.damping); n += 1 }
            return Double(n) * FluidSpring.step
        case let .interpolatingSpring(k, c, v0):
            var t = 0.0
            var settled = 0.0
            while t < 60 {
                if abs(1 - Animation.closedForm(t, k: k, c: c, v0: v0)) > 0.01 { settled = t + 1.0 / 600 }
                t += 1.0 / 600
            }
            return settled
        }
    }

    /// Progress of one pass at local time t ≥ 0 (0 → 1; springs may overshoot).
    func pass(_ t: Double) -> Double {
        switch curve {
        case let .bezier(c, d): return d <= 0 ? 1 : c.value(at: t / d)
        case let .deceleration(r, d):
            guard d > 0, t < d, r > 0, r < 1 else { return 1 }
            return (1 - pow(r, 1000 * t)) / (1 - pow(r, 1000 * d))
        case let .interpolatingSpring(k, c, v0): return Animation.closedForm(t, k: k, c: c, v0: v0)
        case .fluidSpring(let s):
            var state = SpringState<Double>(at: 0)
            state.retarget(1)
            var time = 0.0
            while time < t - 1e-12 && !state.finished {
                state.step(FluidSpring.step, k: s.stiffness, c: s.damping)
                time += FluidSpring.step
            }
            return state.x
        }
    }

    /// The closed-form unit response of a damped spring (mass 1).
    public static func closedForm(_ t: Double, k: Double, c: Double, v0: Double) -> Double {
        let w0 = k.squareRoot(), zeta = c / (2 * w0), lambda = zeta * w0
        let delta = 1.0
        if abs(zeta - 1) < 1e-9 {
            return delta - exp(-w0 * t) * (delta + (w0 * delta - v0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return delta - exp(-lambda * t) * (delta * cos(wd * t) + ((lambda * delta - v0) / wd) * sin(wd * t))
        } else {
            // Overdamped: two real exponentials matching x(0) = 0, x'(0) = v0.
            let wd = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -lambda + wd, r2 = -lambda - wd
            // 1 − x = A e^{r1 t} + B e^{r2 t}, A + B = 1, r1 A + r2 B = −v0.
            let a = (-v0 - r2) / (r1 - r2), b = 1 - a
            return 1 - a * exp(r1 * t) - b * exp(r2 * t)
        }
    }

    /// The time after which progress stays 1 (nil when it repeats forever): one pass, or the
    /// repetitions, stretched back through the speed and delay modifiers.
    public var settleTime: Double? {
        var local = passDuration
        for m in modifiers.reversed() {
            if case let .repeat(count, _) = m {
                guard let count else { return nil }
                local *= Double(max(0, count))
            }
        }
        for m in modifiers {
            switch m {
            case .speed(let s): if s > 0 { local /= s } else { return nil }
            case .delay(let d): local += max(0, d)
            case .repeat: break
            }
        }
        return local
    }

    /// Unit progress at time t since the animation started, with the modifiers applied
    /// (outermost last in the list first). Returns 1 once a finite repetition is done.
    public func progress(at t: Double) -> Double {
        var time = max(0, t)
        var repeatInfo: (count: Int?, autoreverses: Bool)? = nil
        for m in modifiers.reversed() {
            switch m {
            case .speed(let s): time *= s
            case .delay(let d): time = max(0, time - d)
            case let .repeat(count, autoreverses): repeatInfo = (count, autoreverses)
            }
        }
        guard let r = repeatInfo else { return pass(time) }
        let d = passDuration
        guard d > 0 else { return 1 }
        let index = (time / d).rounded(.down)
        if let count = r.count, index >= Double(count) { return 1 }
        let local = time - index * d
        let forward = !r.autoreverses || Int(index) % 2 == 0
        return forward ? pass(local) : 1 - pass(local)
    }
}

/// The animations the design system's AnimationEngine defines.
public enum AnimationEngine {
    public static let gentleSpring = Animation.spring(response: 0.6, dampingFraction: 0.8)
    public static let bouncySpring = Animation.spring(response: 0.5, dampingFraction: 0.6)
    public static let snappySpring = Animation.spring(response: 0.3, dampingFraction: 0.9)
    public static let easeInOut = Animation.easeInOut(duration: 0.3)
    public static let quickFade = Animation.easeOut(duration: 0.2)
}

/// How much motion the user allows (seeds 000 and 003): full, reduced (Reduce Motion), minimal.
public enum AnimationMode: String, Sendable, CaseIterable, Codable {
    case full, reduced, minimal
}

extension Animation {
    /// The animation a mode allows: full keeps it; reduced turns it into a 0.2 s easeInOut
    /// fade; minimal applies changes instantly (nil).
    public func adapted(to mode: AnimationMode) -> Animation? {
        switch mode {
        case .full: return self
        case .reduced: return .easeInOut(duration: 0.2)
        case .minimal: return nil
        }
    }
}
