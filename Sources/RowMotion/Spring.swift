#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SwiftUI's fluid spring, evaluated the way SwiftUI does: a semi-implicit
/// integrator at 300 Hz with half-step velocity, stiffness k = min((2π/response)², 45000),
/// damping c = 2ζ√k, mass 1; a value is shown at the first step at or after its time; the
/// spring finishes (snaps to its target) once max(v², a²) ≤ 0.0036 and it is within 1 % of
/// the distance it travels.
public struct FluidSpring: Sendable, Hashable {
    public let response: Double
    public let dampingFraction: Double
    /// How long a retargeted spring takes to move from the old response to this one.
    public let blendDuration: Double

    public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
        self.response = response; self.dampingFraction = dampingFraction; self.blendDuration = blendDuration
    }

    public static let step = 1.0 / 300
    public static let maxStiffness = 45000.0

    public var stiffness: Double { min(pow(2 * Double.pi / response, 2), FluidSpring.maxStiffness) }
    public var damping: Double { 2 * dampingFraction * stiffness.squareRoot() }
}

/// The running state of a fluid spring in absolute units of the animated value (a number or
/// any vector: the integrator is linear, and the finish rule uses squared magnitudes, which for
/// a number are the rule above).
public struct SpringState<Value: VectorArithmetic>: Equatable {
    public var x: Value, v: Value, a: Value
    public var target: Value
    /// Distance to travel when the current target was set (for the 1 % finish rule).
    public var span: Value
    public var finished: Bool

    public init(at value: Value) { x = value; v = .zero; a = .zero; target = value; span = .zero; finished = true }

    /// One integrator step of `h` seconds with stiffness k and damping c.
    public mutating func step(_ h: Double, k: Double, c: Double) {
        guard !finished else { return }
        let vh = v + a.scaled(by: h / 2)
        x += vh.scaled(by: h)
        a = vh.scaled(by: -c) + (target - x).scaled(by: k)
        v = vh + a.scaled(by: h / 2)
        if max(v.magnitudeSquared, a.magnitudeSquared) <= 0.0036 && (target - x).magnitudeSquared <= 0.0001 * span.magnitudeSquared {
            x = target; v = .zero; a = .zero; finished = true
        }
    }

    /// Retargets: position, velocity and acceleration carry over.
    public mutating func retarget(_ value: Value) {
        span = value - x
        target = value
        finished = span == .zero && v == .zero && a == .zero
    }
}

/// A value animations can move: SwiftUI's `VectorArithmetic` (numbers, pairs of them, and
/// any type with addition, scaling and a squared length).
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value scaled by `factor`.
    public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension SpringState: Sendable where Value: Sendable {}

/// A spring as SwiftUI describes one (`Spring`): a mass on a spring and a damper, given by its
/// physics, by response and damping ratio, or by perceptual duration and bounce, and read back
/// in any of those terms. (ω₀ = √(k/m); response = 2π/ω₀; ζ = c / (2√(km)); bounce = 1 − ζ when
/// ζ ≤ 1, else 1/ζ − 1; the perceptual duration is the response.)
public struct Spring: Sendable, Hashable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass > 0 ? mass : 1
        self.stiffness = max(stiffness, 1e-9)
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = allowOverDamping ? max(0, damping) : min(max(0, damping), critical)
    }
    public init(response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / max(response, 1e-9)
        self.init(stiffness: omega * omega, damping: 2 * dampingRatio * omega, allowOverDamping: true)
    }
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    public var response: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var duration: Double { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}
