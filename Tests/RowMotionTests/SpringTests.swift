import Testing
import Foundation
@testable import RowMotion

/// An independent implementation of SwiftUI's fluid-spring integrator, written from
/// its documented behaviour for the tests: 300 Hz, half-step velocity, finish rule, value at the first
/// step at or after t; retargets keep x, v, a.
struct ReferenceSpring {
    var x: Double, v = 0.0, a = 0.0, target: Double, span: Double, done = false
    init(from: Double, to: Double) { x = from; target = to; span = to - from }
    mutating func run(steps: Int, response: Double, damping ζ: Double) {
        let k = min(pow(2 * .pi / response, 2), 45000), c = 2 * ζ * k.squareRoot(), h = 1.0 / 300
        for _ in 0..<steps where !done {
            let vh = v + a * h / 2
            x += vh * h
            a = -c * vh + k * (target - x)
            v = vh + a * h / 2
            if max(v * v, a * a) <= 0.0036, abs(target - x) <= 0.01 * abs(span) { x = target; v = 0; a = 0; done = true }
        }
    }
    static func steps(_ t: Double) -> Int { Int((t * 300 - 1e-9).rounded(.up)) }
}

@Suite struct SpringTests {
    @Test(arguments: [(0.3, 0.9), (0.6, 0.8), (0.5, 0.6), (0.15, 0.86), (0.5, 1.0)])
    func fluidSpringMatchesTheReferenceIntegrator(response: Double, damping: Double) {
        let timeline = Timeline(initial: 10, changes: [.init(time: 0.2, value: 110, animation: .spring(response: response, dampingFraction: damping))])
        for t in stride(from: 0.2, through: 2.5, by: 0.0137) {
            var r = ReferenceSpring(from: 10, to: 110)
            r.run(steps: ReferenceSpring.steps(t - 0.2), response: response, damping: damping)
            #expect(abs(timeline.value(at: t) - r.x) <= 1e-9, "t = \(t)")
        }
        #expect(timeline.value(at: 0.1) == 10)
        #expect(timeline.value(at: 5) == 110)     // finished: snapped to the target
    }

    /// Press (snappy) then release mid-flight (gentle): the release merges — position and
    /// velocity carry over on the same 300 Hz clock.
    /// `advance(to:)` — a running view's evaluation, going on from where its last spring
    /// integration stopped — gives exactly what `settle(before:)` then `value(at:)` give, with
    /// changes appended as time goes on: merging springs (with blend durations), a bezier and an
    /// instant change in between.
    @Test func advancingInOrderEqualsEvaluatingFromScratch() {
        var seed: UInt64 = 7
        func next() -> Double { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Double(seed >> 11) / Double(1 << 53) }
        let animations: [Animation?] = [.spring(response: 0.3, dampingFraction: 0.7), .spring(response: 0.5, dampingFraction: 0.9, blendDuration: 0.2),
                                        .interactiveSpring, .easeInOut(duration: 0.2), nil]
        for _ in 0..<20 {
            var going = Timeline(initial: 0, changes: []), fresh = going
            var t = 0.0, nextChange = 0.0
            for _ in 0..<240 {
                t += 1.0 / 120 * (next() < 0.1 ? 7 : 1)
                if t >= nextChange {
                    let change = Timeline.Change(time: t, value: next() * 100, animation: animations[Int(next() * 5) % 5])
                    going.append(change); fresh.append(change)
                    nextChange = t + next() * 0.6
                }
                fresh.settle(before: t)
                let expected = fresh.value(at: t)
                #expect(going.advance(to: t) == expected, "t = \(t)")
            }
        }
    }

    @Test func retargetingMergesWithVelocityKept() {
        let timeline = Timeline(initial: 0, changes: [
            .init(time: 0.1, value: 1, animation: AnimationEngine.snappySpring),
            .init(time: 0.2, value: 0, animation: AnimationEngine.gentleSpring),
        ])
        for t in stride(from: 0.2, through: 1.6, by: 0.021) {
            var r = ReferenceSpring(from: 0, to: 1)
            r.run(steps: 30, response: 0.3, damping: 0.9)          // 0.1 s of snappy
            r.target = 0; r.span = -r.x; r.done = false
            r.run(steps: ReferenceSpring.steps(t - 0.1) - 30, response: 0.6, damping: 0.8)
            #expect(abs(timeline.value(at: t) - r.x) <= 1e-9, "t = \(t)")
        }
        // Continuity across the retarget: no jump.
        #expect(abs(timeline.value(at: 0.2) - timeline.value(at: 0.2 + 1.0 / 300)) < 0.05)
        // The release started while still moving up: it overshoots the press value a bit first.
        #expect(timeline.value(at: 0.21) > timeline.value(at: 0.2))
    }

    @Test func bezierCurvesMatchAnIndependentSolve() {
        func reference(_ c: TimingCurve, _ x: Double) -> Double {
            func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
            var lo = 0.0, hi = 1.0
            for _ in 0..<80 { let m = (lo + hi) / 2; if b(m, c.c1.x, c.c2.x) < x { lo = m } else { hi = m } }
            return b((lo + hi) / 2, c.c1.y, c.c2.y)
        }
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .default, TimingCurve(0.2, 1.4, 0.3, -0.5)] {
            for x in stride(from: 0.0, through: 1.0, by: 0.01) {
                #expect(abs(curve.value(at: x) - reference(curve, x)) <= 1e-6, "\(curve.c1) \(curve.c2) x \(x)")
            }
        }
        #expect(TimingCurve.linear.value(at: 0.37) == 0.37)
    }

    /// Closed form against a fine numerical integration of x'' = −k(x − 1) − c x'.
    @Test func interpolatingSpringClosedForm() {
        for (k, c, v0) in [(170.0, 15.0, 0.0), (100.0, 20.0, 0.0), (300.0, 40.0, 2.0), (50.0, 30.0, -1.0)] {
            var x = 0.0, v = v0, t = 0.0
            let h = 1e-5
            while t < 1.0 {
                // RK4 step.
                func f(_ x: Double, _ v: Double) -> (Double, Double) { (v, -k * (x - 1) - c * v) }
                let (k1x, k1v) = f(x, v), (k2x, k2v) = f(x + h / 2 * k1x, v + h / 2 * k1v)
                let (k3x, k3v) = f(x + h / 2 * k2x, v + h / 2 * k2v), (k4x, k4v) = f(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x); v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v); t += h
                if Int((t / h).rounded()) % 10000 == 0 {
                    #expect(abs(Animation.closedForm(t, k: k, c: c, v0: v0) - x) < 1e-7, "k \(k) c \(c) t \(t)")
                }
            }
        }
    }

    /// Non-merging animations blend over what was showing, without a jump.
    @Test func nonMergingAnimationsBlend() {
        let timeline = Timeline(initial: 0, changes: [
            .init(time: 0, value: 100, animation: .linear(duration: 1)),
            .init(time: 0.5, value: 0, animation: .easeInOut(duration: 1)),
        ])
        #expect(abs(timeline.value(at: 0.5) - 50) < 1e-9)
        // old(t) + p(t − 0.5)·(0 − old(t)) with old(0.75) = 75 and p(0.25) = easeInOut(0.25).
        let p = TimingCurve.easeInOut.value(at: 0.25)
        #expect(abs(timeline.value(at: 0.75) - (75 + p * (0 - 75))) < 1e-9)
        #expect(timeline.value(at: 1.6) == 0)
    }

    @Test func delaySpeedAndRepeatApplyInOrder() {
        let a = Animation.linear(duration: 1).delay(0.5).speed(2)     // speed outermost: t' = 2t, then delay
        #expect(abs(a.progress(at: 0.5) - 0.5) < 1e-12)
        let b = Animation.linear(duration: 1).speed(2).delay(0.5)     // delay outermost
        #expect(b.progress(at: 0.5) == 0)
        #expect(abs(b.progress(at: 0.75) - 0.5) < 1e-12)
        let r = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(abs(r.progress(at: 0.25) - 0.25) < 1e-12)
        #expect(abs(r.progress(at: 1.25) - 0.75) < 1e-12)            // second pass runs backwards
        #expect(r.progress(at: 2.5) == 1)                              // done: the model value
        let forever = Animation.linear(duration: 1.5).repeatForever(autoreverses: false)
        #expect(abs(forever.progress(at: 1.5 * 7 + 0.75) - 0.5) < 1e-9)
    }

    @Test func animationModes() {
        #expect(AnimationEngine.snappySpring.adapted(to: .full) == AnimationEngine.snappySpring)
        #expect(AnimationEngine.snappySpring.adapted(to: .reduced) == .easeInOut(duration: 0.2))
        #expect(AnimationEngine.snappySpring.adapted(to: .minimal) == nil)
        let minimal = Timeline(initial: 0, changes: [.init(time: 1, value: 5, animation: AnimationEngine.snappySpring.adapted(to: .minimal))])
        #expect(minimal.value(at: 1) == 5)
    }

    @Test func presets() {
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.spring(duration: 0.4, bounce: -0.25) == .spring(response: 0.4, dampingFraction: 1 / 0.75))
        #expect(FluidSpring(response: 0.01, dampingFraction: 1).stiffness == 45000)
    }
}
