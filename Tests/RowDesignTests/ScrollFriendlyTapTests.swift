import Testing
import RowDesign
import RowScene
import RowTestSupport

/// Seed 001's behaviour table, run on the runtime's one gesture system: the control tracks on
/// touch-down (pressed at once, even inside a scroll view), stays pressed under 20 pt of
/// movement, is cancelled when a scroll begins past 20 pt, and fires only on a release within
/// 20 pt of where it went down.
@MainActor @Suite struct ScrollFriendlyTapTests {
    @MainActor final class Log { var events: [String] = [] }

    /// A 60 pt chip near the top of a scroll view of 300 pt of content (or a plain stack).
    func chips(_ log: Log, scrolls: Bool) -> AnyView {
        let chip = Color.blue.frame(height: 60)
            .scrollFriendlyTap(onPressedChanged: { log.events.append($0 ? "pressed" : "released") }) { log.events.append("tap") }
        let content = VStack(spacing: 0) { chip.layoutTag("chip"); Color.gray.frame(height: 240) }
        return scrolls ? AnyView(ScrollView { content }.frame(width: 200, height: 150)) : AnyView(content.frame(width: 200, height: 150, alignment: .top))
    }

    /// Runs `touches` to t = 2 s; the log and where the chip is (its top, in the view's points).
    func run(_ touches: [TouchEvent], scrolls: Bool = true, at t: Double = 2) throws -> (events: [String], chipTop: Double) {
        let log = Log()
        let layout = try TestSupport.renderer.layout(RenderRequest(chips(log, scrolls: scrolls), width: 200, height: 150,
                                                                   script: InteractionScript(touches: touches)).at(time: t))
        return (log.events, layout.frames["chip"]?.y ?? .nan)
    }

    @Test func aTapPressesAtOnceAndFiresOnRelease() throws {
        let tap = InteractionScript.tap(at: (100, 30), time: 0.1, duration: 0.05)
        #expect(try run(tap, at: 0.1).events == ["pressed"])            // at touch-down, not 150 ms later
        #expect(try run(tap).events == ["pressed", "released", "tap"])
    }

    @Test func underTwentyPointsItStaysPressedAndTaps() throws {
        let wobble = InteractionScript.drag(from: (100, 30), to: (100, 45), time: 0.1, duration: 0.2)
        let run = try run(wobble)
        #expect(run.events == ["pressed", "released", "tap"])
        #expect(run.chipTop == 0)                                     // no scroll
    }

    @Test func aScrollPastTwentyPointsCancelsIt() throws {
        let up = InteractionScript.drag(from: (100, 50), to: (100, 10), time: 0.1, duration: 0.2)
        let run = try run(up)
        #expect(run.events == ["pressed", "released"])                // cancelled: no tap
        #expect(run.chipTop < -19)                                    // and the content scrolled
    }

    @Test func outsideAScrollViewAFarReleaseDoesNotTap() throws {
        let away = InteractionScript.drag(from: (100, 30), to: (100, 70), time: 0.1, duration: 0.2)
        #expect(try run(away, scrolls: false).events == ["pressed", "released"])
    }

    @Test func theControlTakesTheTouchFromAnEnclosingTap() throws {
        let log = Log()
        let view = Color.blue.frame(width: 100, height: 60)
            .scrollFriendlyTap { log.events.append("control") }
            .padding(20)
            .background(Color.gray)
            .onTapGesture { log.events.append("row") }
        let taps = InteractionScript.tap(at: (70, 50), time: 0.1) + InteractionScript.tap(at: (5, 5), time: 0.5)
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: 140, height: 100, script: InteractionScript(touches: taps)).at(time: 1))
        #expect(log.events == ["control", "row"])
    }
}
