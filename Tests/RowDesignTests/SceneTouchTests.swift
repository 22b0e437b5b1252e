import Testing
import RowDesign
import RowRaster
import RowScene
import RowTestSupport

/// A scene file's per-row `touches` are played on the runtime, through the same hit testing and
/// recognizers as its top-level touches: in the row's points, they press the row through its
/// own drag gesture and swipe it through the List's swipe, and the haptics are what the row's
/// code plays, within the design system's budget.
@MainActor @Suite struct SceneTouchTests {
    static let row = #"{"type": "transaction", "merchant": "Blue Bottle", "category": "food", "amount": -6.45, "date": "2026-11-27T09:00:00Z""#

    func scene(_ rows: [String], mode: String = "full", extra: String = "") throws -> SceneFile {
        try SceneFile.read(Array(#"{"animationMode": "\#(mode)", "rows": [\#(rows.joined(separator: ", "))]\#(extra)}"#.utf8))
    }
    func pixels(_ doc: SceneFile, at t: Double) throws -> Canvas {
        try TestSupport.renderer.render(doc.frame(doc.environment(.light, time: t)))
    }
    func haptics(_ doc: SceneFile) throws -> [HapticEvent] {
        doc.haptics(played: try TestSupport.renderer.layout(doc.frame(doc.environment(.light, time: doc.duration))).haptics)
    }

    /// Held on the row it is pressed (minimal motion: at once), as a still of a pressed row; lifted, it is not.
    @Test func aRowsTouchPressesIt() throws {
        let touches = #""touches": [{"kind": "down", "time": 0.1, "x": 100, "y": 30}, {"kind": "move", "time": 0.15, "x": 110, "y": 40}, {"kind": "up", "time": 0.3, "x": 112, "y": 42}]"#
        let touched = try scene([Self.row + #", "interactive": {}, "# + touches + "}"], mode: "minimal")
        let pressed = try scene([Self.row + #", "interactive": {"pressed": true}}"#], mode: "minimal")
        let idle = try scene([Self.row + #", "interactive": {}}"#], mode: "minimal")
        #expect(try pixels(touched, at: 0.2) == pixels(pressed, at: 0.2))
        #expect(try pixels(touched, at: 0.5) == pixels(idle, at: 0.5))
        #expect(try pixels(touched, at: 0.2) != pixels(idle, at: 0.2))
    }

    /// Touches land where the row is: the second row's touch, in its own points, presses the
    /// second row and not the first.
    @Test func aRowsTouchesAreInItsOwnPoints() throws {
        let hold = #""touches": [{"kind": "down", "time": 0.1, "x": 100, "y": 30}, {"kind": "up", "time": 1.5, "x": 100, "y": 30}]"#
        let second = try scene([Self.row + #", "interactive": {}}"#, Self.row + #", "interactive": {}, "# + hold + "}"], mode: "minimal")
        let expected = try scene([Self.row + #", "interactive": {}}"#, Self.row + #", "interactive": {"pressed": true}}"#], mode: "minimal")
        #expect(try pixels(second, at: 1) == pixels(expected, at: 1))
    }

    /// A left drag swipes the row open (as a still swiped by its full actions' width), playing the
    /// light press haptic, the selection haptic as it passes half and the medium one as it opens.
    /// The row stays pressed: seed 000's press is a drag gesture, which the swipe cancels, and a
    /// cancelled SwiftUI gesture does not call its `onEnded` (so `isPressed` is never reset) —
    /// what its code does on iOS.
    @Test func aSwipeOpensAndPlaysTheProsesHaptics() throws {
        let drag = #""touches": [{"kind": "down", "time": 0, "x": 300, "y": 30}, {"kind": "move", "time": 0.1, "x": 250, "y": 31}, {"kind": "move", "time": 0.2, "x": 190, "y": 31}, {"kind": "move", "time": 0.3, "x": 60, "y": 32}, {"kind": "up", "time": 0.4, "x": 60, "y": 32}]"#
        let swiped = try scene([Self.row + #", "interactive": {"swipe": {"actions": ["archive", "delete"]}}, "# + drag + "}"])
        let open = try scene([Self.row + #", "interactive": {"pressed": true, "swipe": {"actions": ["archive", "delete"], "offset": 148}}}"#])
        #expect(try pixels(swiped, at: 3) == pixels(open, at: 3))
        #expect(try haptics(swiped).map(\.style) == [.light, .selection, .medium])
        // A short drag snaps back closed.
        let short = #""touches": [{"kind": "down", "time": 0, "x": 300, "y": 30}, {"kind": "move", "time": 0.1, "x": 250, "y": 30}, {"kind": "up", "time": 0.2, "x": 250, "y": 30}]"#
        let back = try scene([Self.row + #", "interactive": {"swipe": {"actions": ["archive", "delete"]}}, "# + short + "}"])
        let closed = try scene([Self.row + #", "interactive": {"pressed": true, "swipe": {"actions": ["archive", "delete"]}}}"#])
        #expect(try pixels(back, at: 3) == pixels(closed, at: 3))
    }

    /// Six taps in 0.6 s play six light haptics; the design system's budget keeps three a second.
    @Test func atMostThreeHapticsPerSecond() throws {
        let taps = (0..<6).map { i in #"{"kind": "down", "time": \#(Double(i) * 0.1), "x": 100, "y": 30}, {"kind": "up", "time": \#(Double(i) * 0.1 + 0.05), "x": 100, "y": 30}"# }
        let doc = try scene([Self.row + #", "interactive": {}, "touches": ["# + taps.joined(separator: ", ") + "]}"])
        let played = try TestSupport.renderer.layout(doc.frame(doc.environment(.light, time: 1))).haptics
        #expect(played.count == 6)
        #expect(doc.haptics(played: played).map(\.time) == [0, 0.1, 0.2])
    }

    /// One finger: a row's touch that begins while another script's touch is down is an error
    /// naming both; a row's touch that names a view is one too.
    @Test func overlappingTouchesAreErrors() throws {
        let hold = #""touches": [{"kind": "down", "time": 0.1, "x": 100, "y": 30}, {"kind": "up", "time": 0.5, "x": 100, "y": 30}]"#
        let late = #""touches": [{"kind": "down", "time": 0.3, "x": 100, "y": 30}, {"kind": "up", "time": 0.4, "x": 100, "y": 30}]"#
        #expect(throws: DesignError(path: "rows[1].touches", "its touch at 0.3 s begins while rows[0].touches' touch from 0.1 s is still down; a scene plays one touch at a time")) {
            try scene([Self.row + #", "interactive": {}, "# + hold + "}", Self.row + #", "interactive": {}, "# + late + "}"])
        }
        #expect(throws: DesignError(path: "rows[0].touches", "its touch at 0.3 s begins while touches' touch from 0.1 s is still down; a scene plays one touch at a time")) {
            try scene([Self.row + #", "interactive": {}, "# + late + "}"], extra: ", " + hold)
        }
        let named = #""touches": [{"kind": "down", "time": 0.1, "view": "rows[0]"}, {"kind": "up", "time": 0.2, "view": "rows[0]"}]"#
        #expect(throws: DesignError.self) { try scene([Self.row + #", "interactive": {}, "# + named + "}"]) }
        // Scene touches may name a row's tag: the same press as the row's own touch.
        let sceneNamed = #", "touches": [{"kind": "down", "time": 0.1, "x": 100, "y": 30, "view": "rows[0]"}, {"kind": "up", "time": 1.5, "x": 100, "y": 30, "view": "rows[0]"}]"#
        let viaScene = try scene([Self.row + #", "interactive": {}}"#], mode: "minimal", extra: sceneNamed)
        let pressed = try scene([Self.row + #", "interactive": {"pressed": true}}"#], mode: "minimal")
        #expect(try pixels(viaScene, at: 1) == pixels(pressed, at: 1))
    }
}
