import Foundation
import Testing
import RowFiles
import RowRaster
import RowTestSupport
@testable import RowScene

/// iOS 17's phase and keyframe animators on the virtual clock, and iOS 16's Gauge in its styles.
@MainActor @Suite struct AnimatorsAndGaugeTests {
    /// The alpha of a black square's centre over white, 0…1, at time t.
    func alpha(_ view: some View, at t: Double) throws -> Double {
        let c = try TestSupport.renderer.render(RenderRequest(view.frame(width: 10, height: 10), width: 10, height: 10, background: .white).at(time: t))
        return 1 - Double(c[c.width / 2, c.height / 2].r) / 255
    }

    @Test func aPhaseAnimatorCyclesThroughItsPhases() throws {
        let view = Color.black.phaseAnimator([0.0, 1.0]) { content, phase in content.opacity(phase) } animation: { _ in .linear(duration: 1) }
        // Shown at phase 0, it animates to 1 over a second, then back to 0, and again.
        #expect(abs(try alpha(view, at: 0.5) - 0.5) < 0.02)
        #expect(abs(try alpha(view, at: 1.25) - 0.75) < 0.02)
        #expect(abs(try alpha(view, at: 2.5) - 0.5) < 0.02)
    }

    @Test func aPhaseAnimatorWithATriggerRunsOnceWhenItChanges() throws {
        struct Pulse: View {
            @State var taps = 0
            var body: some View {
                Color.black.phaseAnimator([1.0, 0.0], trigger: taps) { content, phase in content.opacity(phase) } animation: { _ in .linear(duration: 1) }
                    .onAppear { taps += 1 }
            }
        }
        // The trigger changes as it appears: 1 → 0 over a second, then back to 1 and stays.
        #expect(abs(try alpha(Pulse(), at: 0.5) - 0.5) < 0.02)
        #expect(abs(try alpha(Pulse(), at: 1.5) - 0.5) < 0.02)
        #expect(abs(try alpha(Pulse(), at: 3) - 1) < 0.02)
    }

    @Test func aKeyframeAnimatorIsItsTimelineAtTheFramesTime() throws {
        let view = Color.black.keyframeAnimator(initialValue: 0.0) { content, v in content.opacity(v) } keyframes: { _ in
            LinearKeyframe(1.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
        #expect(abs(try alpha(view, at: 0.5) - 0.5) < 0.02)
        #expect(abs(try alpha(view, at: 1.5) - 0.5) < 0.02)
        #expect(abs(try alpha(view, at: 2.25) - 0.25) < 0.02, "repeating")
        struct Values { var opacity = 1.0; var scale = 1.0 }
        // Tracks of the value's properties run side by side.
        let tracks = Color.black.keyframeAnimator(initialValue: Values(), repeating: false) { content, v in content.opacity(v.opacity) } keyframes: { _ in
            KeyframeTrack(\.opacity) { LinearKeyframe(0.0, duration: 1) }
            KeyframeTrack(\.scale) { SpringKeyframe(2.0, duration: 0.5) }
        }
        #expect(abs(try alpha(tracks, at: 0.25) - 0.75) < 0.02)
        #expect(try alpha(tracks, at: 5) < 0.02, "not repeating: it stays at the end")
    }

    struct Gauges: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Gauge(value: 0.6) { Text("Storage") }
                Gauge(value: 30, in: 0...100) { Text("Speed") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                HStack(spacing: 16) {
                    Gauge(value: 0.7) { Text("Battery") } currentValueLabel: { Text("70") }.gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 22, in: 0...40) { Text("°C") } currentValueLabel: { Text("22") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("40") }
                        .gaugeStyle(.accessoryCircular).tint(.orange)
                    Gauge(value: 0.4) { Text("Steps") }.gaugeStyle(.accessoryLinearCapacity).tint(.green).frame(width: 120)
                }
            }
            .padding(16)
        }
    }

    @Test func gaugesMatchTheirGoldens() async throws {
        for scheme in [ColorScheme.light, .dark] {
            var env = EnvironmentValues()
            env.colorScheme = scheme
            try await TestSupport.checkGolden(RenderRequest(Gauges(), width: 390, environment: env, background: Color(.systemBackground)),
                                              suite: "RowScene", ImageName(base: "gauges", appearance: scheme.rawValue, scale: 3))
        }
    }
}
