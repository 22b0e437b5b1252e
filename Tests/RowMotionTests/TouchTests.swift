import Testing
@testable import RowMotion

@Suite struct TouchTests {
    let tracker = TouchTracker(trailingActionsWidth: 160)

    @Test func tapWithinTheThreshold() throws {
        let o = try tracker.run([TouchEvent(.down, time: 0.1, x: 100, y: 40), TouchEvent(.move, time: 0.15, x: 110, y: 50),
                                 TouchEvent(.up, time: 0.3, x: 112, y: 52)])
        #expect(o.isPressed(at: 0.1) && o.isPressed(at: 0.29) && !o.isPressed(at: 0.3) && !o.isPressed(at: 0.05))
        #expect(o.taps == [0.3])
        #expect(o.haptics == [HapticEvent(time: 0.1, style: .light)])
    }

    @Test func movingPastTwentyPointsCancelsAndScrolls() throws {
        let o = try tracker.run([TouchEvent(.down, time: 0, x: 100, y: 100), TouchEvent(.move, time: 0.1, x: 102, y: 115),
                                 TouchEvent(.move, time: 0.2, x: 103, y: 130), TouchEvent(.move, time: 0.3, x: 103, y: 180),
                                 TouchEvent(.up, time: 0.4, x: 103, y: 180)])
        #expect(o.taps.isEmpty)
        #expect(o.isPressed(at: 0.15) && !o.isPressed(at: 0.2))
        #expect(o.scroll.value(at: 0.25) == 30 && o.scroll.value(at: 0.5) == 80)
    }

    @Test func releasingFarAwayIsNotATap() throws {
        let o = try TouchTracker().run([TouchEvent(.down, time: 0, x: 0, y: 0), TouchEvent(.up, time: 0.2, x: 0, y: 25)])
        #expect(o.taps.isEmpty)
        let cancelled = try TouchTracker().run([TouchEvent(.down, time: 0, x: 0, y: 0), TouchEvent(.cancel, time: 0.2, x: 0, y: 0)])
        #expect(cancelled.taps.isEmpty && !cancelled.isPressed(at: 0.3))
    }

    /// A left drag past half of the actions' width crosses the selection haptic, rubber-bands
    /// beyond the width, and on release snaps open with the medium haptic.
    @Test func swipeRevealsSnapsAndPlaysHaptics() throws {
        let o = try tracker.run([TouchEvent(.down, time: 0, x: 300, y: 40), TouchEvent(.move, time: 0.1, x: 250, y: 41),
                                 TouchEvent(.move, time: 0.2, x: 190, y: 41), TouchEvent(.move, time: 0.3, x: 60, y: 42),
                                 TouchEvent(.up, time: 0.4, x: 60, y: 42)])
        #expect(o.swipe.value(at: 0.15) == -50)
        #expect(o.swipe.value(at: 0.35) < -160 && o.swipe.value(at: 0.35) > -240)    // resisted past 160
        #expect(abs(o.swipe.value(at: 3) + 160) < 1e-9)                               // snapped open
        #expect(o.haptics.map(\.style) == [.light, .selection, .medium])
        // A short drag snaps back, overdamped: never past zero.
        let back = try tracker.run([TouchEvent(.down, time: 0, x: 300, y: 40), TouchEvent(.move, time: 0.1, x: 250, y: 40),
                                    TouchEvent(.up, time: 0.2, x: 250, y: 40)])
        for t in stride(from: 0.2, through: 2, by: 0.01) { #expect(back.swipe.value(at: t) <= 1e-9) }
        #expect(back.swipe.value(at: 2) == 0)
    }

    @Test func atMostThreeHapticsPerSecond() throws {
        var events: [TouchEvent] = []
        for i in 0..<6 {
            events.append(TouchEvent(.down, time: Double(i) * 0.1, x: 0, y: 0))
            events.append(TouchEvent(.up, time: Double(i) * 0.1 + 0.05, x: 0, y: 0))
        }
        let o = try TouchTracker().run(events)
        #expect(o.haptics.count == 3 && o.taps.count == 6)
    }

    @Test func malformedScriptsAreErrors() {
        #expect(throws: MotionError.self) { try TouchTracker().run([TouchEvent(.move, time: 0)]) }
        #expect(throws: MotionError.self) { try TouchTracker().run([TouchEvent(.down, time: 0), TouchEvent(.down, time: 1)]) }
        #expect(throws: MotionError.self) { try TouchTracker().run([TouchEvent(.down, time: 1), TouchEvent(.up, time: 0.5)]) }
        #expect(throws: MotionError.self) { try TouchTracker().run([TouchEvent(.down, time: .nan)]) }
    }
}
