import Testing
import Foundation
import RowScene
@testable import RowDesign

/// Scene JSON: the README's example renders; every hostile input is a one-line error naming
/// its JSON path.
@Suite struct SceneDocumentTests {
    static let root = Fixtures.root

    @Test(arguments: ["scene-rows", "scene-screen", "scene-touch"])
    func examplesParseAndRender(_ name: String) throws {
        let doc = try SceneDocument.parse(Data(contentsOf: Self.root.appendingPathComponent("examples/\(name).json")))
        for scheme in doc.schemes {
            let list = try Fixtures.renderer.displayList(try doc.view(at: doc.time), width: doc.width, environment: doc.environment(scheme, time: doc.time))
            #expect(list.ops.count > 10)
        }
    }

    @Test func pressedTimelineAnimates() throws {
        let doc = try SceneDocument.parse(Data(#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": -1, "date": "2026-11-27T08:30:00Z", "interactive": {"pressed": [[0.1, true], [0.4, false]]}}]}"#.utf8))
        func list(_ t: Double) throws -> String {
            String(decoding: try Fixtures.renderer.displayList(try doc.view(at: t), width: 390, environment: doc.environment(.light, time: t)).encodeJSON(), as: UTF8.self)
        }
        #expect(try list(0.05) != list(0.25))      // pressed at 0.1 s
        #expect(try list(0.05) == list(2.0))        // released by then
        #expect(doc.duration >= 1.4)
    }

    static let hostile: [(String, String)] = [
        (#"{"rows": [}"#, "not valid JSON"),
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
        (#"{"rows": [{"type": "person", "name": "", "balance": 1}]}"#, "rows[0].name must not be empty"),
        (#"{"rows": [{"type": "person", "name": "A", "balance": 1, "colour": "red"}]}"#, "rows[0].colour: unknown field"),
        (##"{"rows": [{"type": "subscription", "name": "N", "category": "food", "icon": "tv.fill", "price": 1, "color": "#GG0000"}]}"##, "rows[0].color: invalid color"),
        (#"{"screen": "settings"}"#, "screen: unknown screen \"settings\""),
        (#"{"screen": "people", "people": [{"name": "A"}]}"#, "people[0].balance: missing required number"),
        (#"{"timeZone": "Mars/Olympus", "rows": [{"type": "header", "title": "x"}]}"#, "timeZone: unknown time zone"),
        (#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": 1, "date": "2026-11-27T08:30:00Z", "interactive": {"pressed": [[0.1, "yes"]]}}]}"#, "rows[0].interactive.pressed[0]: expected [time within 0…3600 s, true|false]"),
        (#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": 1, "date": "2026-11-27T08:30:00Z", "interactive": {"swipe": {"actions": ["share"]}}}]}"#, "rows[0].interactive.swipe.actions[0]: unknown action"),
        (#"{"rows": [{"type": "transaction", "merchant": "A", "category": "food", "amount": 1, "date": "2026-11-27T08:30:00Z", "touches": [{"kind": "move", "time": 0}]}]}"#, "rows[0].touches: touch event 0: move without a down"),
    ]

    @Test(arguments: hostile.indices)
    func hostileInputIsAnErrorNamingThePath(_ i: Int) {
        let (json, expected) = Self.hostile[i]
        do {
            _ = try SceneDocument.parse(Data(json.utf8))
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    /// Amounts the formatter cannot show, and unknown icons, fail when built or drawn.
    @Test func unshowableValuesFailClearly() throws {
        let huge = #"{"rows": [{"type": "person", "name": "A", "balance": 1e300}]}"#
        #expect(throws: DesignError.self) { try SceneDocument.parse(Data(huge.utf8)) }
        let icon = #"{"rows": [{"type": "subscription", "name": "N", "category": "food", "icon": "no.such.icon", "price": 1}]}"#
        let doc = try SceneDocument.parse(Data(icon.utf8))
        do {
            _ = try Fixtures.renderer.displayList(try doc.view(at: 0), width: 390)
            Issue.record("unknown icon drawn")
        } catch {
            #expect("\(error)".contains("no.such.icon"))
        }
    }
}
