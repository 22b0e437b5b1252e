import Testing
@testable import RowJSON

@Suite struct RowJSONTests {
    func parse(_ s: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parse(Array(s.utf8)) }

    @Test func parsesDocuments() throws {
        let v = try parse(#" {"a": [1, -2.5e3, true, null, "x\n\u00e9\ud83d\ude00"], "b": {}} "#)
        guard case let .object(o) = v, case let .array(a)? = o["a"] else { Issue.record("not an object"); return }
        #expect(o.keys == ["a", "b"])
        #expect(a == [.number(1), .number(-2500), .bool(true), .null, .string("x\né😀")])
        #expect(try parse("1e400") == .number(.infinity))   // kept for the reader to reject by field
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, "expected a member name", 1, 9),
        ("[1, 2", "ends inside an array", 1, 6),
        (#"{"t": "\ud800"}"#, "half of a surrogate pair", 1, 8),
        (#"{"t": "\udc00"}"#, "lone low surrogate", 1, 8),
        ("{\n  \"a\": tru }", "unexpected character 't'", 2, 8),
        ("NaN", "unexpected character 'N'", 1, 1),
        ("[01]", "expected ',' or ']'", 1, 3),
        ("\"a\u{01}\"", "control character", 1, 3),
        ("{} x", "unexpected text after the document", 1, 4),
    ])
    func syntaxErrorsSayWhereAndWhat(_ c: (String, String, Int, Int)) {
        do {
            _ = try parse(c.0)
            Issue.record("\(c.0) parsed")
        } catch {
            #expect(error.message.contains(c.1), "\(error)")
            #expect(error.line == c.2 && error.column == c.3, "\(error)")
        }
    }

    @Test func budgetsHold() {
        var limits = JSONLimits(); limits.maxDepth = 10
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(String(repeating: "[", count: 100_000).utf8), limits: limits) }
        limits.maxBytes = 4
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[1, 2]".utf8), limits: limits) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }   // invalid UTF-8
    }

    struct Doc: Decodable, Equatable { let width: Int; let scale: Double?; let tags: [String] }

    @Test func decodesWithPathsInErrors() throws {
        let d = try JSONValueDecoder().decode(Doc.self, from: Array(#"{"width": 390, "tags": ["a"]}"#.utf8))
        #expect(d == Doc(width: 390, scale: nil, tags: ["a"]))
        for (json, path, text) in [(#"{"width": 1e20, "tags": []}"#, "width", "whole number"),
                                   (#"{"width": 1.5, "tags": []}"#, "width", "whole number"),
                                   (#"{"width": 1, "tags": [3]}"#, "tags.0", "expected a string, found a number"),
                                   (#"{"tags": []}"#, "", "missing required field \"width\"")] {
            do {
                _ = try JSONValueDecoder().decode(Doc.self, from: Array(json.utf8))
                Issue.record("\(json) decoded")
            } catch let e as DecodingError {
                let (ctx, message): (DecodingError.Context, String) = {
                    switch e {
                    case let .dataCorrupted(c): return (c, c.debugDescription)
                    case let .typeMismatch(_, c): return (c, c.debugDescription)
                    case let .keyNotFound(_, c): return (c, c.debugDescription)
                    case let .valueNotFound(_, c): return (c, c.debugDescription)
                    @unknown default: return (.init(codingPath: [], debugDescription: ""), "")
                    }
                }()
                #expect(ctx.codingPath.map(\.stringValue).joined(separator: ".") == path && message.contains(text), "\(e)")
            }
        }
    }
}
