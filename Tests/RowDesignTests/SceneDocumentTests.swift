import Testing
import RowTestSupport
import Foundation
import RowScene
@testable import RowDesign

/// Scene JSON: the README's example renders; every hostile input is a one-line error naming
/// its JSON path.
@MainActor @Suite struct SceneDocumentTests {
    static let root = TestSupport.root

    func read(_ json: String) throws(DesignError) -> SceneFile { try SceneFile.read(Array(json.utf8)) }

    @Test(arguments: ["scene-rows", "scene-screen", "scene-touch"])
    func examplesParseAndRender(_ name: String) throws {
        let scene = try SceneFile.read([UInt8](Data(contentsOf: Self.root.appendingPathComponent("examples/\(name).json"))))
        #expect(!scene.requests.isEmpty)
        for (_, request) in scene.requests {
            #expect(try TestSupport.renderer.displayList(request).ops.count > 10)
        }
    }

    @Test func pressedTimelineAnimates() throws {
        let doc = try read(#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": -1, "date": "2026-11-27T08:30:00Z", "interactive": {"pressed": [[0.1, true], [0.4, false]]}}]}"#)
        func list(_ t: Double) throws -> String {
            String(decoding: try TestSupport.renderer.displayList(doc.frame(doc.environment(.light, time: t))).encodeJSON(), as: UTF8.self)
        }
        #expect(try list(0.05) != list(0.25))      // pressed at 0.1 s
        #expect(try list(0.05) == list(2.0))        // released by then
        #expect(doc.duration >= 1.4)
    }

    /// A scene-wide touch script reaches the rows' own gestures: held on the row, it presses it
    /// (the row's content scales to 0.98); the same scene without touches does not.
    @Test func sceneTouchesPressARow() throws {
        let row = #""rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": -1, "date": "2026-11-27T08:30:00Z", "interactive": {}}]"#
        let touched = try read("{" + row + #", "touches": [{"kind": "down", "time": 0.1, "x": 195, "y": 50}]}"#)
        let still = try read("{" + row + "}")
        func scale(_ doc: SceneFile) throws -> Double? {
            let list = try TestSupport.renderer.displayList(doc.frame(doc.environment(.light, time: 1.5)))
            return list.ops.compactMap { op -> Double? in
                if case let .fill(s, _, _, _) = op, case .roundedRect = s.kind { return s.transform.a } else { return nil } }.first
        }
        #expect(try scale(touched) == 0.98)
        #expect(try scale(still) == 1)
        #expect(touched.duration >= 1.1)
    }

    nonisolated static let hostile: [(String, String)] = [
        (#"{"rows": [}"#, "not valid JSON: unexpected character '}' at line 1, column 11"),
        (#"{"rows": [{"type": "header", "title": "\ud800"}]}"#, "surrogate"),
        (#"{"width": 1e400, "rows": [{"type": "header", "title": "x"}]}"#, "width: expected a finite number"),
        (#"{"width": 1e20, "rows": [{"type": "header", "title": "x"}]}"#, "width: must be within 1…4096"),
        (#"[1, 2]"#, "must be a JSON object"),
        (#"{"rows": []}"#, "rows: a scene needs at least one row"),
        (#"{"rows": [{"type": "banner"}]}"#, "rows[0].type: unknown value \"banner\""),
        (#"{"rows": [{"type": "person", "name": "A", "balance": "12"}]}"#, "rows[0].balance: expected a number"),
        (#"{"width": -5, "rows": [{"type": "header", "title": "x"}]}"#, "width: must be within 1…4096"),
        (#"{"scale": 0, "rows": [{"type": "header", "title": "x"}]}"#, "scale: must be within 1…3"),
        (#"{"scale": 100, "rows": [{"type": "header", "title": "x"}]}"#, "scale: must be within 1…3"),
        (#"{"height": 1e9, "rows": [{"type": "header", "title": "x"}]}"#, "height: must be within 1…16384"),
        (#"{"rows": [{"type": "transaction", "merchant": "A", "category": "rent", "amount": 1, "date": "2026-11-27T08:30:00Z"}]}"#, "rows[0].category: unknown value \"rent\""),
        (#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": 1, "date": "yesterday"}]}"#, "rows[0].date: invalid date"),
        (#"{"rows": [{"type": "group", "name": "G", "emoji": "abc", "members": 2, "totalAmount": 1}]}"#, "rows[0].emoji: expected a single emoji"),
        (#"{"rows": [{"type": "person", "name": "", "balance": 1}]}"#, "rows[0].name: must not be empty"),
        (#"{"rows": [{"type": "person", "name": "A", "balance": 1, "colour": "red"}]}"#, "rows[0].colour: unknown field"),
        (##"{"rows": [{"type": "subscription", "name": "N", "category": "food", "icon": "tv.fill", "price": 1, "color": "#GG0000"}]}"##, "rows[0].color: invalid color"),
        (#"{"screen": "settings"}"#, "screen: unknown screen \"settings\""),
        (#"{"screen": "people", "people": [{"name": "A"}]}"#, "people[0].balance: missing required number"),
        (#"{"timeZone": "Mars/Olympus", "rows": [{"type": "header", "title": "x"}]}"#, "timeZone: unknown time zone"),
        (#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": 1, "date": "2026-11-27T08:30:00Z", "interactive": {"pressed": [[0.1, "yes"]]}}]}"#, "rows[0].interactive.pressed[0]: expected [time within 0…3600 s, true|false]"),
        (#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": 1, "date": "2026-11-27T08:30:00Z", "interactive": {"swipe": {"actions": ["share"]}}}]}"#, "rows[0].interactive.swipe.actions[0]: unknown action"),
        (#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": 1, "date": "2026-11-27T08:30:00Z", "touches": [{"kind": "move", "time": 0}]}]}"#, "rows[0].touches: touch event 0: move without a down"),
        (#"{"rows": [{"type": "header", "title": "x"}], "touches": [{"kind": "down", "time": 0.5}, {"kind": "up", "time": 0.2}]}"#, "touches: event 1 at 0.2 s comes before the previous one at 0.5 s"),
    ]

    @Test(arguments: hostile.indices)
    func hostileInputIsAnErrorNamingThePath(_ i: Int) {
        let (json, expected) = Self.hostile[i]
        do {
            _ = try read(json)
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    /// Amounts the formatter cannot show, and unknown icons, fail when drawn, naming the views.
    @Test func unshowableValuesFailClearly() throws {
        let huge = try read(#"{"rows": [{"type": "person", "name": "A", "balance": 1e11}]}"#)
        #expect(throws: Never.self) { try TestSupport.renderer.displayList(huge.requests[0].request) }
        // Built in code, a value no row can show fails at render time with the views around it.
        let screen = PeopleScreen(people: [Person(id: 1, name: "A", email: "", balance: .nan, lastInteraction: .distantPast)])
        do {
            _ = try TestSupport.renderer.displayList(screen, width: 390)
            Issue.record("NaN balance drawn")
        } catch {
            #expect("\(error)" == "PeopleScreen › ScreenList › PersonRow: amount must be a finite number, found nan")
        }
        // An unknown SF Symbol is not an error: a placeholder is drawn and a warning names it.
        let icon = try read(#"{"rows": [{"type": "subscription", "name": "N", "category": "food", "icon": "no.such.icon", "price": 1}]}"#)
        let drawn = try TestSupport.renderer.layout(icon.requests[0].request)
        #expect(drawn.warnings.count == 1 && drawn.warnings[0].contains("no.such.icon"))
    }

    /// Rows and screens show one model the same way: an empty email reads "No email" in both.
    @Test func rowsAndScreensShareTheirRows() throws {
        let row = try read(#"{"now": "2026-11-27T12:00:00Z", "rows": [{"type": "person", "name": "Ana Lima", "email": "", "balance": 25.5}]}"#)
        let screen = try read(#"{"now": "2026-11-27T12:00:00Z", "screen": "people", "people": [{"name": "Ana Lima", "email": "", "balance": 25.5}]}"#)
        func texts(_ s: SceneFile) throws -> [String] {
            try TestSupport.renderer.displayList(s.requests[0].request).ops.compactMap { op in
                if case let .glyphs(run, _, _) = op { return run.text } else { return nil }
            }
        }
        #expect(try texts(row).contains("No email") && texts(screen).contains("No email"))
    }

    /// Without "now", day headers are relative to the newest date in the file, not a sample clock.
    @Test func defaultClockIsTheNewestDate() throws {
        let s = try read(#"{"screen": "transactions", "transactions": [{"merchant": "A", "category": "food", "amount": -1, "date": "2031-03-04T10:00:00Z"}, {"merchant": "B", "category": "food", "amount": -2, "date": "2031-03-03T10:00:00Z"}]}"#)
        #expect(s.titles.title(s.titles.now) == "TODAY, MAR 4")
        let texts = try TestSupport.renderer.displayList(s.requests[0].request).ops.compactMap { op -> String? in
            if case let .glyphs(run, _, _) = op { return run.text } else { return nil }
        }
        #expect(texts.contains("TODAY, MAR 4") && texts.contains("YESTERDAY, MAR 3"))
    }
}
