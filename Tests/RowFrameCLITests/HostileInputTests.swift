import Testing
import Foundation
import RowTestSupport

/// The hostile-input corpus (Tests/HostileInputs): every case exits 0 or 2 within its time
/// limit under a 1.5 GB address-space cap, says what is wrong on one line, and writes nothing.
@Suite struct HostileInputTests {
    static let corpus = TestSupport.root.appendingPathComponent("Tests/HostileInputs").path

    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let args: [String]
        let code: Int32
        let message: String
        var seconds = 30.0
        var description: String { name }
    }

    /// `$IN/` is the corpus, `$OUT/` a fresh scratch folder, `$GEN/` generated inputs.
    static let cases: [Case] = [
        Case(name: "svg coordinates 1e21", args: ["render", "$IN/svg-huge-coordinates.json", "--out", "$OUT/x.png"], code: 2, message: "ops[0].path: coordinates must be finite"),
        Case(name: "image rect ±1e19, 1e300", args: ["render", "$IN/image-huge-rect.json", "--out", "$OUT/x.png"], code: 2, message: "ops[0].rect: coordinates"),
        Case(name: "emoji at x −1e19", args: ["render", "$IN/emoji-huge-origin.json", "--out", "$OUT/x.png"], code: 2, message: "ops[0].origin: coordinates"),
        Case(name: "transform 1e300", args: ["render", "$IN/list-transform-1e300.json", "--out", "$OUT/x.png"], code: 2, message: "ops[0].path: coordinates"),
        Case(name: "shadow sigma 1e300", args: ["render", "$IN/list-huge-shadow-sigma.json", "--out", "$OUT/x.png"], code: 2, message: "sigma"),
        Case(name: "17 shadows on a layer", args: ["render", "$IN/layer-17-shadows.json", "--out", "$OUT/x.png"], code: 2, message: "ops[0].shadows: 17 shadows"),
        Case(name: "layer shadow offset 1e300", args: ["render", "$IN/layer-shadow-offset-1e300.json", "--out", "$OUT/x.png"], code: 2, message: "ops[0].shadows"),
        Case(name: "glyph size 1e9", args: ["render", "$IN/list-glyph-size-huge.json", "--out", "$OUT/x.png"], code: 2, message: "size"),
        Case(name: "unknown font", args: ["render", "$IN/list-unknown-font.json", "--out", "$OUT/x.png"], code: 2, message: "Comic Sans"),
        Case(name: "image claims 10¹² pixels", args: ["render", "$IN/list-image-bad-base64.json", "--out", "$OUT/x.png"], code: 2, message: "image"),
        Case(name: "svg command", args: ["render", "$IN/list-svg-unknown-command.json", "--out", "$OUT/x.png"], code: 2, message: "not supported"),
        Case(name: "svg arc overflow", args: ["render", "$IN/list-svg-arc-overflow.json", "--out", "$OUT/x.png"], code: 2, message: "coordinates must be finite"),
        Case(name: "frames to 1e16 at 1000 fps", args: ["frames", "press", "--to", "1e16", "--fps", "1000", "--out", "$OUT/f"], code: 2, message: "--to"),
        Case(name: "press time 1e300", args: ["frames", "$IN/scene-press-time-1e300.json", "--out", "$OUT/f"], code: 2, message: "pressed[1]: expected [time within 0…3600 s"),
        Case(name: "diff ignore Int.max", args: ["diff", "$IN/png-ok-4x4.png", "$IN/png-ok-4x4.png", "--ignore", "9223372036854775807,0,1,1"], code: 0, message: ""),
        Case(name: "10k nested layers", args: ["render", "$GEN/layers-10k.json", "--out", "$OUT/x.png"], code: 2, message: "layers nest deeper than 64"),
        Case(name: "60 nested layers on 40 MP", args: ["render", "$IN/layers-60-on-40mp.json", "--out", "$OUT/x.png"], code: 2, message: "layer memory limit"),
        Case(name: "80 MB display list", args: ["render", "$GEN/huge-list.json", "--out", "$OUT/x.png"], code: 2, message: "over the limit"),
        Case(name: "sheet of 5000 times", args: ["sheet", "--scene", "press", "--times", "$GEN/times", "--out", "$OUT/s.png"], code: 2, message: "cells"),
        Case(name: "forged tEXt length", args: ["diff", "$IN/png-forged-text-chunk.png", "$IN/png-ok-4x4.png"], code: 2, message: "tEXt declares 2147483647 bytes"),
        Case(name: "PNG 100000×100000", args: ["diff", "$IN/png-huge-dimensions.png", "$IN/png-ok-4x4.png"], code: 2, message: "png-huge-dimensions.png"),
        Case(name: "truncated PNG", args: ["diff", "$IN/png-truncated.png", "$IN/png-ok-4x4.png"], code: 2, message: "png-truncated.png"),
        Case(name: "bad zlib PNG", args: ["diff", "$IN/png-bad-zlib.png", "$IN/png-ok-4x4.png"], code: 2, message: "png-bad-zlib.png"),
        Case(name: "GIF as PNG", args: ["diff", "$IN/png-not-a-png.png", "$IN/png-ok-4x4.png"], code: 2, message: "not a PNG"),
        Case(name: "empty PNG", args: ["diff", "$IN/png-empty.png", "$IN/png-ok-4x4.png"], code: 2, message: "png-empty.png"),
        Case(name: "2000 analytics rows", args: ["render", "$IN/scene-2000-analytics.json", "--out", "$OUT/x.png"], code: 2, message: "2000 rows need a canvas", seconds: 5),
        Case(name: "20k transactions", args: ["render", "$GEN/tx20k.json", "--out", "$OUT/x.png"], code: 2, message: "20000 rows need a canvas", seconds: 5),
        Case(name: "232k-character name in every script", args: ["render", "$GEN/long-text.json", "--out", "$GEN/long.png"], code: 0, message: "", seconds: 20),
        Case(name: "200k-character text op", args: ["render", "$GEN/long-text-op.json", "--out", "$GEN/long-op.png"], code: 0, message: "", seconds: 20),
        Case(name: "FIFO as input", args: ["render", "$GEN/fifo.json", "--out", "$OUT/x.png"], code: 2, message: "not a regular file", seconds: 10),
        Case(name: "FIFO as font", args: ["render", "$IN/list-ok.json", "--font", "$GEN/fifo.json", "--out", "$OUT/x.png"], code: 2, message: "not a regular file", seconds: 10),
        Case(name: "width 1e20 in a list", args: ["render", "$IN/list-width-1e20.json", "--out", "$OUT/x.png"], code: 2, message: "width: expected a whole number"),
        Case(name: "width 1e400 in a list", args: ["render", "$IN/list-width-1e400.json", "--out", "$OUT/x.png"], code: 2, message: "width"),
        Case(name: "width 1e20 in a scene", args: ["render", "$IN/scene-width-1e20.json", "--out", "$OUT/x.png"], code: 2, message: "width: must be within 1…4096"),
        Case(name: "lone surrogate in a list", args: ["render", "$IN/list-lone-surrogate.json", "--out", "$OUT/x.png"], code: 2, message: "surrogate"),
        Case(name: "lone surrogate in a scene", args: ["render", "$IN/scene-lone-surrogate.json", "--out", "$OUT/x.png"], code: 2, message: "surrogate"),
        Case(name: "100 000 nested arrays", args: ["render", "$IN/json-deep-nesting.json", "--out", "$OUT/x.png"], code: 2, message: "nest deeper than"),
        Case(name: "trailing comma", args: ["render", "$IN/json-trailing-comma.json", "--out", "$OUT/x.png"], code: 2, message: "line 1, column"),
        Case(name: "NaN literal", args: ["render", "$IN/json-nan.json", "--out", "$OUT/x.png"], code: 2, message: "not valid JSON"),
        Case(name: "empty file", args: ["render", "$IN/json-empty.json", "--out", "$OUT/x.png"], code: 2, message: "not valid JSON"),
        Case(name: "binary file", args: ["render", "$IN/json-binary.json", "--out", "$OUT/x.png"], code: 2, message: "not valid JSON"),
        Case(name: "not an object", args: ["render", "$IN/scene-not-an-object.json", "--out", "$OUT/x.png"], code: 2, message: "expected a JSON object"),
        Case(name: "font that is not a font", args: ["render", "$IN/svg-huge-coordinates.json", "--font", "$IN/font-not-a-font.otf", "--out", "$OUT/x.png"], code: 2, message: "font-not-a-font.otf"),
        Case(name: "option out of range", args: ["render", "$IN/svg-huge-coordinates.json", "--scale", "7", "--out", "$OUT/x.png"], code: 2, message: "--scale must be 1, 2 or 3"),
        Case(name: "unknown option", args: ["diff", "$IN/png-ok-4x4.png", "$IN/png-ok-4x4.png", "--frobnicate"], code: 2, message: "Unknown option '--frobnicate'"),
        // Outputs that are inputs are refused, and the input survives.
        Case(name: "diff --out the golden", args: ["diff", "$OUT/a.png", "$IN/png-ok-4x4.png", "--out", "$OUT/a.png"], code: 2, message: "refusing to overwrite"),
        Case(name: "diff --out into the golden folder", args: ["diff", "$OUT", "$OUT", "--out", "$OUT/diffs"], code: 2, message: "inside the input"),
        Case(name: "render --out its input", args: ["render", "$OUT/x.json", "--out", "$OUT/x.json"], code: 2, message: "refusing to overwrite"),
        Case(name: "render --json equal to --out", args: ["render", "$IN/list-ok.json", "--out", "$OUT/y.png", "--json", "$OUT/y.png"], code: 2, message: "same file"),
        Case(name: "report --out inside the golden folder", args: ["report", "$OUT", "$IN", "--out", "$OUT/r"], code: 2, message: "inside the input"),
        Case(name: "--out /dev/full", args: ["diff", "$IN/png-ok-4x4.png", "$IN/png-ok-4x4.png", "--out", "/dev/full"], code: 2, message: "not a regular file"),
        Case(name: "--out a folder that is not ours", args: ["frames", "press", "--out", "$OUT/mine", "--force"], code: 2, message: "not written by rowframe"),
        // Hardening 3: the crash, memory, time and message cases of the third attack run.
        Case(name: "two wide shadows on one layer", args: ["render", "$IN/layer-two-wide-shadows.json", "--out", "$GEN/x.png"], code: 0, message: ""),
        Case(name: "100 glyphs at 4096 px", args: ["render", "$IN/glyphs-100-at-4096px.json", "--out", "$GEN/x.png"], code: 0, message: "", seconds: 20),
        Case(name: "299 emoji at 4096 px", args: ["render", "$IN/emoji-299-at-4096px.json", "--out", "$GEN/x.png"], code: 0, message: "", seconds: 20),
        Case(name: "nested bidi embeddings and isolates, with --json", args: ["render", "$GEN/bidi.json", "--out", "$GEN/x.png", "--json", "$GEN/x.json"],
             code: 0, message: "", seconds: 30),
        Case(name: "500 layers blurred by 64 px", args: ["render", "$IN/layers-500-blurred-64.json", "--out", "$OUT/x.png"], code: 2,
             message: "pixel steps, over the limit of 5.0 G", seconds: 5),
        Case(name: "a pressed timeline of 100 000 changes", args: ["render", "$GEN/pressed-100k.json", "--out", "$OUT/x.png"], code: 2,
             message: "over the limit of 1000 script events", seconds: 10),
        Case(name: "a shadow without a color", args: ["render", "$IN/shadow-without-color.json", "--out", "$OUT/x.png"], code: 2,
             message: "ops[0].color: a shadow needs \"color\""),
        Case(name: "a layer shadow without a color", args: ["render", "$IN/layer-shadow-without-color.json", "--out", "$OUT/x.png"], code: 2,
             message: "ops[0].shadows[0].color"),
        Case(name: "a screen with rows", args: ["render", "$IN/scene-screen-and-rows.json", "--out", "$OUT/x.png"], code: 2,
             message: "rows: a scene shows rows or a screen, not both"),
        Case(name: "a misspelt field", args: ["render", "$IN/list-unknown-field.json", "--out", "$OUT/x.png"], code: 2,
             message: "ops[0].colour: unknown field"),
        Case(name: "escape sequences and a 1 MB value", args: ["render", "$GEN/escapes.json", "--out", "$OUT/x.png"], code: 2,
             message: "unknown op \"\\u{1B}[2J\\u{1B}]0;pwned\\u{7}xxx"),
        Case(name: "frames --out a file --force", args: ["frames", "press", "--out", "$OUT/notes.txt", "--force"], code: 2,
             message: "notes.txt: is a file, not a folder"),
        Case(name: "frames --force over files rowframe did not write", args: ["frames", "press", "--out", "$OUT/export", "--force"], code: 2,
             message: "holds 1 file rowframe did not write (\"mine.txt\")"),
        Case(name: "a negative --fps", args: ["frames", "press", "--fps", "-1", "--out", "$OUT/f"], code: 2, message: "--fps must be within 1…1000"),
        Case(name: "a damaged report.json in a merge", args: ["report", "--merge", "$GEN/r1", "$GEN/r2", "--out", "$OUT/merged"], code: 2,
             message: "r1/report.json: not a RowFrame report: golden:"),
    ]

    @Test(arguments: cases)
    func exitsCleanlyWithinBounds(_ c: Case) throws {
        let bin = try #require(CLITests.binary)
        let s = try Scratch(c.name); defer { s.remove() }
        let gen = s.path("gen"), out = s.path("out")
        try FileManager.default.createDirectory(atPath: gen, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        // Generated inputs and files the case works on.
        try Self.generate(for: c, gen: gen, out: out)
        let before = try Self.listing(out)
        let args = c.args.map { $0.replacingOccurrences(of: "$IN", with: Self.corpus).replacingOccurrences(of: "$OUT", with: out)
                                   .replacingOccurrences(of: "$GEN", with: gen) }
            .map { $0 == gen + "/times" ? (try? String(contentsOfFile: gen + "/times", encoding: .utf8)) ?? $0 : $0 }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        p.arguments = ["--as=1500000000", "--", bin] + args
        let err = Pipe()
        p.standardOutput = FileHandle.nullDevice; p.standardError = err
        let clock = ContinuousClock(), start = clock.now
        try p.run()
        let deadline = Date().addingTimeInterval(c.seconds)
        while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let timedOut = p.isRunning
        if timedOut { p.terminate() }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(!timedOut, "\(c.name) ran longer than \(c.seconds) s")
        #expect(p.terminationStatus == c.code, "\(c.name): exit \(p.terminationStatus), stderr: \(stderr)")
        if c.code == 2 {
            let lines = stderr.split(separator: "\n")
            #expect(lines.count == 1 && stderr.contains(c.message), "\(c.name): \(stderr.prefix(2000))")
            // Input is quoted escaped and shortened: no terminal sequence, no megabyte line.
            #expect(!stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } && stderr.count <= 1_100, "\(c.name): \(stderr.prefix(2000))")
            #expect(!stderr.contains("Error Domain") && !stderr.contains("Fatal error"), "\(c.name): \(stderr)")
        }
        // Nothing new is written, and the inputs are untouched.
        let after = try Self.listing(out)
        #expect(after == before, "\(c.name) left files: \(after.keys.sorted())")
        _ = clock.now - start
    }

    static func listing(_ dir: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: dir) {
            var isDir: ObjCBool = false
            FileManager.default.fileExists(atPath: dir + "/" + name, isDirectory: &isDir)
            out[name] = isDir.boolValue ? Data() : (FileManager.default.contents(atPath: dir + "/" + name) ?? Data())
        }
        return out
    }

    static func generate(for c: Case, gen: String, out: String) throws {
        let joined = c.args.joined(separator: " ")
        if joined.contains("$GEN/layers-10k.json") {
            let ops = String(repeating: #"{"op": "beginLayer"},"#, count: 10_000) + String(repeating: #"{"op": "endLayer"},"#, count: 10_000)
            try Data(#"{"width": 1170, "height": 360, "ops": [\#(ops.dropLast())]}"#.utf8).write(to: URL(fileURLWithPath: gen + "/layers-10k.json"))
        }
        if joined.contains("$GEN/huge-list.json") {
            let op = ##"{"op": "fill", "path": {"rect": [0, 0, 1, 1]}, "paint": {"color": "#000000"}},"##
            let body = String(repeating: op, count: 80_000_000 / op.utf8.count)
            try Data(#"{"width": 10, "height": 10, "ops": [\#(body.dropLast())]}"#.utf8).write(to: URL(fileURLWithPath: gen + "/huge-list.json"))
        }
        if joined.contains("$GEN/tx20k.json") {
            let tx = (0..<20_000).map { #"{"merchant": "M\#($0)", "category": "food", "amount": -1, "date": "2026-11-01T10:00:00Z"}"# }
            try Data(#"{"screen": "transactions", "transactions": [\#(tx.joined(separator: ","))]}"#.utf8).write(to: URL(fileURLWithPath: gen + "/tx20k.json"))
        }
        if joined.contains("$GEN/times") {
            try Data((0..<5000).map { String(Double($0) / 1000) }.joined(separator: ",").utf8).write(to: URL(fileURLWithPath: gen + "/times"))
        }
        if joined.contains("$GEN/long-text.json") {
            // Names a row truncates to one line: every script and emoji sequence, 8,000 times.
            let name = String(repeating: "Łukasz Dvořák محمد 王小明 👨\u{200D}👩\u{200D}👧 ", count: 8000)
            try Data(#"{"rows": [{"type": "subscription", "name": "\#(name)", "category": "food", "icon": "tv.fill", "price": 1}]}"#.utf8)
                .write(to: URL(fileURLWithPath: gen + "/long-text.json"))
        }
        if joined.contains("$GEN/long-text-op.json") {
            let text = String(repeating: "Wrap me ", count: 25_000)
            try Data(#"{"width": 400, "height": 40, "ops": [{"op": "text", "text": "\#(text)", "font": "Inter-Regular", "size": 30, "origin": [2, 30]}]}"#.utf8)
                .write(to: URL(fileURLWithPath: gen + "/long-text-op.json"))
        }
        if joined.contains("$GEN/fifo.json") { #expect(mkfifo(gen + "/fifo.json", 0o644) == 0) }
        if joined.contains("$GEN/bidi.json") {
            // 12 000 embeddings (RLE…PDF) and isolates (RLI…PDI), nested (quadratic before).
            let n = 12_000
            let text = String(repeating: "\u{202B}ab ", count: n) + String(repeating: "\u{202C}", count: n)
                + String(repeating: "\u{2067}שלום ", count: n) + String(repeating: "\u{2069}", count: n)
            let list: [String: Any] = ["width": 400, "height": 200, "ops": [["op": "text", "text": text, "font": "Inter-Regular", "size": 17, "origin": [2, 30]]]]
            try JSONSerialization.data(withJSONObject: list).write(to: URL(fileURLWithPath: gen + "/bidi.json"))
        }
        if joined.contains("$GEN/pressed-100k.json") {
            let changes = (0..<100_000).map { "[\(Double($0) / 100), \($0 % 2 == 0)]" }.joined(separator: ",")
            try Data(#"{"rows": [{"type": "subscription", "name": "N", "category": "food", "icon": "tv.fill", "price": 1, "interactive": {"pressed": [\#(changes)]}}]}"#.utf8)
                .write(to: URL(fileURLWithPath: gen + "/pressed-100k.json"))
        }
        if joined.contains("$GEN/escapes.json") {
            let op = "\u{1B}[2J\u{1B}]0;pwned\u{7}" + String(repeating: "x", count: 1_000_000)
            try JSONSerialization.data(withJSONObject: ["width": 10, "height": 10, "ops": [["op": op]]] as [String: Any])
                .write(to: URL(fileURLWithPath: gen + "/escapes.json"))
        }
        if joined.contains("$OUT/notes.txt") { try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/notes.txt")) }
        if joined.contains("$OUT/export") {
            // An earlier export (its marker lists what rowframe wrote), and a file added since.
            try FileManager.default.createDirectory(atPath: out + "/export", withIntermediateDirectories: true)
            try Data("written by rowframe\nframes.json\n".utf8).write(to: URL(fileURLWithPath: out + "/export/.rowframe-output"))
            try Data("{}".utf8).write(to: URL(fileURLWithPath: out + "/export/frames.json"))
            try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/export/mine.txt"))
        }
        if joined.contains("$GEN/r1") {
            for r in ["r1", "r2"] {
                try FileManager.default.createDirectory(atPath: gen + "/" + r, withIntermediateDirectories: true)
                try Data(#"{"title": "t", "golden": 3}"#.utf8).write(to: URL(fileURLWithPath: gen + "/" + r + "/report.json"))
            }
        }
        if joined.contains("$OUT/a.png") { try FileManager.default.copyItem(atPath: corpus + "/png-ok-4x4.png", toPath: out + "/a.png") }
        if joined.contains("$OUT/x.json") { try FileManager.default.copyItem(atPath: corpus + "/svg-huge-coordinates.json", toPath: out + "/x.json") }
        if joined.contains("$OUT/mine") {
            try FileManager.default.createDirectory(atPath: out + "/mine", withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: URL(fileURLWithPath: out + "/mine/keep.txt"))
        }
        if joined.contains("diff $OUT $OUT") || joined.contains("report $OUT") {
            try FileManager.default.copyItem(atPath: corpus + "/png-ok-4x4.png", toPath: out + "/g.png")
        }
    }
}
