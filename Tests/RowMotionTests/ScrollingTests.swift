import Foundation
import Testing
import RowTestSupport
import RowScene

/// A scroll view takes part in the touch as UIScrollView does: its pan begins past 20 pt along
/// its axis, the content follows the finger (rubber-banded past its ends) and coasts after a
/// flick; a gesture that keeps its touch (a SwiftUI drag, once recognized) stops the scroll,
/// while a scroll that begins cancels taps and buttons (which see the touch 150 ms late).
@MainActor @Suite struct ScrollingTests {
    @MainActor final class Log { var names: [String] = [] }

    /// Twenty 50 pt rows in a 200 pt scroll view (content 1000 pt: it scrolls up to 800 pt).
    func list(_ log: Log, row: (Int) -> AnyView = { i in AnyView(Color.gray.frame(height: 50)) }) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in row(i).layoutTag("row\(i)") }
            }
        }
        .frame(width: 200, height: 200)
    }

    /// How far the content is scrolled at t (the first row's top above the view's).
    func offset(_ view: some View, _ touches: [TouchEvent], at t: Double) throws -> Double {
        let layout = try TestSupport.renderer.layout(RenderRequest(view, width: 200, height: 200, script: InteractionScript(touches: touches)).at(time: t))
        return -(layout.frames["row0"]?.y ?? .nan)
    }

    @Test func aDragScrollsAndAFlickCoastsToRest() throws {
        let log = Log()
        // 100 pt up over 0.2 s: the finger leaves at 500 pt/s.
        let drag = InteractionScript.drag(from: (100, 150), to: (100, 50), time: 0.1, duration: 0.2, steps: 10)
        #expect(try offset(list(log), drag, at: 0.05) == 0)
        #expect(abs(try offset(list(log), drag, at: 0.2) - 50) < 0.001)        // halfway: it follows the finger
        // The last move and the lift are at 0.1 + 0.2 (a hair past 0.3 in floating point).
        let released = try offset(list(log), drag, at: 0.3 + 1e-9)
        #expect(abs(released - 100) < 0.001)
        // Then it coasts: v / (1000·ln(1/0.998)) ≈ 500 · 0.4995 ≈ 250 pt further, slowing down.
        let soon = try offset(list(log), drag, at: 0.4), later = try offset(list(log), drag, at: 1.0), rest = try offset(list(log), drag, at: 5)
        #expect(soon > released && later > soon && rest >= later)
        #expect(abs(rest - (100 + 500 / (-1000 * Foundation.log(0.998)))) < 1)
        #expect((soon - released) / 0.1 > (later - soon) / 0.6)                // faster at first
    }

    @Test func pulledPastTheTopItResistsAndSettlesBack() throws {
        let log = Log()
        let pull = InteractionScript.drag(from: (100, 20), to: (100, 120), time: 0.1, duration: 0.5, steps: 20)
        let pulled = try offset(list(log), pull, at: 0.6)
        // 100 pt of finger past the top is about 43 pt of content (200·(1 − 1/(100·0.55/200 + 1))).
        #expect(pulled < -40 && pulled > -46)
        #expect(abs(try offset(list(log), pull, at: 3)) < 0.01)
    }

    @Test func aHorizontalDragOrASmallMoveDoesNotScroll() throws {
        let log = Log()
        let sideways = InteractionScript.drag(from: (20, 100), to: (180, 110), time: 0.1, duration: 0.3)
        #expect(try offset(list(log), sideways, at: 1) == 0)
        let small = InteractionScript.drag(from: (100, 100), to: (100, 92), time: 0.1, duration: 0.3)
        #expect(try offset(list(log), small, at: 1) == 0)
    }

    @Test func aTouchStopsACoast() throws {
        let log = Log()
        let flick = InteractionScript.drag(from: (100, 150), to: (100, 50), time: 0.1, duration: 0.2, steps: 10)
        let hold = [TouchEvent(.down, time: 0.5, x: 100, y: 100), TouchEvent(.up, time: 2, x: 100, y: 100)]
        let caught = try offset(list(log), flick + hold, at: 0.5)
        #expect(caught > 100)
        #expect(abs(try offset(list(log), flick + hold, at: 1.5) - caught) < 0.001)
    }

    @Test func aScrollCancelsTapsAndButtonsButADragHoldsItsTouch() throws {
        let log = Log()
        let up = InteractionScript.drag(from: (100, 175), to: (100, 100), time: 0.1, duration: 0.3)
        // A tap on the row and a button: the scroll takes the touch, neither fires.
        let taps = list(log) { i in AnyView(Color.gray.frame(height: 50).onTapGesture { log.names.append("tap \(i)") }) }
        #expect(try offset(taps, up, at: 1) > 70)
        let buttons = list(log) { i in AnyView(Button("Row \(i)") { log.names.append("button \(i)") }.frame(height: 50)) }
        #expect(try offset(buttons, up, at: 1) > 70)
        #expect(log.names.isEmpty)
        // Without the move, both fire.
        let tap = InteractionScript.tap(at: (100, 175), time: 0.1)
        _ = try offset(taps, tap, at: 1); _ = try offset(buttons, tap, at: 1)
        #expect(log.names == ["tap 3", "button 3"])
        // A drag recognized at once keeps the touch: no scroll, and it ends.
        let drags = list(log) { i in
            AnyView(Color.gray.frame(height: 50).gesture(DragGesture(minimumDistance: 0).onEnded { _ in log.names.append("drag \(i)") }))
        }
        #expect(try offset(drags, up, at: 1) == 0)
        #expect(log.names.last == "drag 3")
    }

    /// Inside a scroll view a button shows pressed 150 ms after the touch (UIScrollView holds
    /// content touches back); elsewhere, at once.
    @Test func aButtonInAScrollViewPressesLate() throws {
        struct Marked: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(configuration.isPressed ? Color.red.layoutTag("pressed") : Color.clear.layoutTag("idle"))
            }
        }
        let button = Button("Pay") {}.buttonStyle(Marked()).frame(height: 50)
        let hold = [TouchEvent(.down, time: 0.1, x: 100, y: 25), TouchEvent(.up, time: 1, x: 100, y: 25)]
        func pressed(_ view: some View, at t: Double) throws -> Bool {
            try TestSupport.renderer.layout(RenderRequest(view, width: 200, height: 200, script: InteractionScript(touches: hold)).at(time: t)).frames["pressed"] != nil
        }
        let scrolled = ScrollView { button }.frame(width: 200, height: 200)
        let plain = VStack { button; Spacer() }.frame(width: 200, height: 200)
        #expect(try pressed(plain, at: 0.12))
        #expect(try !pressed(scrolled, at: 0.2))
        #expect(try pressed(scrolled, at: 0.3))
        #expect(try !pressed(scrolled, at: 1.1))
    }
}
