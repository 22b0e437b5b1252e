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

/// The running state of a fluid spring in absolute units of the animated value.
public struct SpringState: Sendable, Equatable {
    public var x: Double, v: Double, a: Double
    public var target: Double
    /// Distance to travel when the current target was set (for the 1 % finish rule).
    public var span: Double
    public var finished: Bool

    public init(at value: Double) { x = value; v = 0; a = 0; target = value; span = 0; finished = true }

    /// One integrator step of `h` seconds with stiffness k and damping c.
    public mutating func step(_ h: Double, k: Double, c: Double) {
        guard !finished else { return }
        let vh = v + a * h / 2
        x += vh * h
        a = -c * vh + k * (target - x)
        v = vh + a * h / 2
        if max(v * v, a * a) <= 0.0036 && abs(target - x) <= 0.01 * abs(span) {
            x = target; v = 0; a = 0; finished = true
        }
    }

    /// Retargets: position, velocity and acceleration carry over.
    public mutating func retarget(_ value: Double) {
        span = value - x
        target = value
        finished = span == 0 && v == 0 && a == 0
    }
}
