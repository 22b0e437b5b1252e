import Testing
import Foundation
import RowTestSupport

/// The rowframe executable as a user runs it: exit codes, messages, and no partial files.
@Suite struct CLITests {
    static let root = TestSupport.root
    static var binary: String? {
        for config in ["debug", "release"] {
            let p = root.appendingPathComponent(".build/\(config)/rowframe").path
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    struct Run { let code: Int32; let out: String; let err: String }

    func run(_ args: [String]) throws -> Run {
        let bin = try #require(Self.binary, "build rowframe first (swift build)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin)
        p.arguments = args
        p.currentDirectoryURL = Self.root
        let o = Pipe(), e = Pipe()
        p.standardOutput = o; p.standardError = e
        try p.run()
        let out = o.fileHandleForReading.readDataToEndOfFile(), err = e.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(code: p.terminationStatus, out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self))
    }

    func temp(_ name: String) -> String {
        let dir = NSTemporaryDirectory() + "rowframe-cli-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir + "/" + name
    }
    func write(_ text: String, _ name: String) -> String {
        let path = temp(name)
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// One image goes to --out as given, with or without --time; several are named by the
    /// naming scheme beside it. (With --time, one image was written as F.light@3x.t120ms.png.)
    @Test func oneImageIsWrittenToOutAsGiven() throws {
        let out = temp("at-time.png")
        let r = try run(["render", "examples/scene-rows.json", "--time", "0.12", "--out", out])
        #expect(r.code == 0 && FileManager.default.fileExists(atPath: out), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: temp("at-time.light@3x.t120ms.png")))
        let both = temp("both.png")
        let b = try run(["render", "examples/scene-rows.json", "--time", "0.12", "--appearance", "both", "--out", both])
        #expect(b.code == 0 && FileManager.default.fileExists(atPath: temp("both.dark@3x.t120ms.png")), "\(b.err)")
        #expect(!FileManager.default.fileExists(atPath: both))
    }

    @Test func rendersASceneInBothAppearances() throws {
        let out = temp("rows.png")
        let r = try run(["render", "examples/scene-rows.json", "--appearance", "both", "--out", out])
        #expect(r.code == 0, "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: temp("rows.light@3x.png")) && FileManager.default.fileExists(atPath: temp("rows.dark@3x.png")))
    }

    /// `previews` names what is wrong in one line, exit 2: no package, no such product (listing
    /// the package's products), a product that is not a library. (A package of its own: SwiftPM
    /// would wait on this one's build lock.)
    @Test func previewsRefusesBadInputInOneLine() throws {
        let empty = temp("no-package")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try run(["previews", "--package", empty, "--product", "Rows"])
        #expect(none.code == 2 && none.err == "error: \(empty): no Package.swift\n")
        let pkg = temp("products")
        try FileManager.default.createDirectory(atPath: pkg + "/Sources/Rows", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: pkg + "/Sources/tool", withIntermediateDirectories: true)
        _ = write("public let rows = 1\n", "products/Sources/Rows/Rows.swift")
        _ = write("print(1)\n", "products/Sources/tool/main.swift")
        _ = write("""
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "products",
                products: [.library(name: "Rows", targets: ["Rows"]), .executable(name: "tool", targets: ["tool"])],
                targets: [.target(name: "Rows"), .executableTarget(name: "tool")])
            """, "products/Package.swift")
        let missing = try run(["previews", "--package", pkg, "--product", "Nope"])
        #expect(missing.code == 2 && missing.err == "error: --product Nope: the package has no such product (it has: Rows, tool)\n")
        let executable = try run(["previews", "--package", pkg, "--product", "tool"])
        #expect(executable.code == 2 && executable.err == "error: --product tool: not a library product\n")
    }

    /// `--json` writes a scene's resolved display list too; rendering that list gives the same PNG.
    @Test func sceneDisplayListsRoundTrip() throws {
        let png = temp("scene.png"), json = temp("scene.json"), again = temp("again.png")
        let r = try run(["render", "examples/scene-rows.json", "--out", png, "--json", json])
        #expect(r.code == 0, "\(r.err)")
        let list = try String(contentsOfFile: json, encoding: .utf8)
        #expect(list.contains("\"op\"") && list.contains("\"glyphs\""))
        #expect(try run(["render", json, "--out", again]).code == 0)
        #expect(FileManager.default.contents(atPath: png) == FileManager.default.contents(atPath: again))
    }

    static let hostile: [(json: String, message: String)] = [
        (#"{"rows": [}"#, "not valid JSON"),
        (#"{"rows": [{"type": "banner"}]}"#, "rows[0].type"),
        (#"{"width": 2e9, "height": 10, "ops": []}"#, "width"),
        (#"{"width": 100000, "height": 100000, "ops": []}"#, "exceeds the limit"),
        (#"{"scale": 100, "rows": [{"type": "header", "title": "x"}]}"#, "scale"),
        (#"{"rows": []}"#, "at least one row"),
        (#"{"rows": [{"type": "group", "name": "G", "emoji": "x", "members": 1, "totalAmount": 1}]}"#, "emoji"),
        (#"{"width": 10, "height": 10, "ops": [{"op": "fill", "path": {"rect": [0, 0, 1, 1]}, "paint": {"color": "red"}}]}"#, "ops[0].paint.color"),
    ]

    @Test(arguments: hostile.indices)
    func hostileInputExitsTwoWithoutWriting(_ i: Int) throws {
        let input = write(Self.hostile[i].json, "hostile-\(i).json")
        let out = temp("hostile-\(i).png")
        let r = try run(["render", input, "--out", out])
        #expect(r.code == 2)
        #expect(r.err.contains(Self.hostile[i].message), "\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// What is drawn other than asked — an unknown SF Symbol, a character no font has — is a
    /// warning on standard error, never a failed render.
    @Test func unknownSymbolsAndCharactersWarnButRender() throws {
        let input = write(#"{"rows": [{"type": "subscription", "name": "N 𓀀", "category": "food", "icon": "no.such.icon", "price": 1}]}"#, "warn.json")
        let out = temp("warn.png")
        let r = try run(["render", input, "--out", out])
        #expect(r.code == 0)
        let warnings = r.err.split(separator: "\n")
        #expect(warnings.count == 2, "\(r.err)")
        #expect(warnings.allSatisfy { $0.hasPrefix("warning: \(input): ") })
        #expect(r.err.contains("no.such.icon") && r.err.contains("U+13000"))
        #expect(FileManager.default.fileExists(atPath: out))
    }

    /// `rowframe symbols` says which names draw a glyph (listed, derived or composed) and which
    /// the placeholder box; no name at all is a one-line error.
    @Test func symbolsSaysWhichNamesDraw() throws {
        let r = try run(["symbols", "checklist", "heart.circle.fill", "star.badge.plus", "no.such.symbol"])
        #expect(r.code == 0)
        #expect(r.out == "drawn checklist\ndrawn heart.circle.fill\ndrawn star.badge.plus\nplaceholder no.such.symbol\n", "\(r.out)")
        let none = try run(["symbols"])
        #expect(none.code == 2 && none.err.hasPrefix("error: no names"), "\(none.err)")
        let list = try run(["symbols", "--list"])
        #expect(list.out.split(separator: "\n").count > 1000 && list.out.contains("\ncircle.dotted\n"))
    }

    @Test func missingInputsAndUnwritableOutputs() throws {
        let missing = try run(["render", "/no/such/scene.json", "--out", temp("x.png")])
        #expect(missing.code == 2 && missing.err.contains("/no/such/scene.json"))
        let badOut = try run(["render", "examples/scene-screen.json", "--out", "/no/such/dir/out.png"])
        #expect(badOut.code == 2 && badOut.err.contains("/no/such/dir"))
        let badScale = try run(["render", "examples/scene-screen.json", "--scale", "0", "--out", temp("y.png")])
        #expect(badScale.code == 2)
        let unknownScene = try run(["frames", "teleport", "--out", temp("frames")])
        #expect(unknownScene.code == 2 && unknownScene.err.contains("known scenes"))
    }

    @Test func diffExitCodesAndJSON() throws {
        let golden = "Snapshots/RowDesign/list-row.light@3x.png", pressed = "Snapshots/RowDesign/list-row-pressed.light@3x.png"
        let same = try run(["diff", golden, golden])
        #expect(same.code == 0 && same.out.contains("identical") && same.out.contains("0 changed, 0 added, 0 removed, 1 unchanged"))
        let different = try run(["diff", golden, pressed, "--json"])
        #expect(different.code == 1)
        let json = try JSONSerialization.jsonObject(with: Data(different.out.utf8)) as! [String: Any]
        let entry = (json["entries"] as! [[String: Any]])[0]
        #expect(json["verdict"] as? String == "fail" && entry["status"] as? String == "changed")
        #expect((entry["differentPixels"] as? Int ?? 0) > 1000 && (entry["changedPixels"] as? Int ?? 0) >= (entry["differentPixels"] as? Int ?? 0))
        #expect((entry["regions"] as? [[Int]])?.isEmpty == false && entry["totalPixels"] as? Int == 1170 * 336)
        let sizes = try run(["diff", golden, "Snapshots/RowDesign/icon-circle.light@3x.png"])
        #expect(sizes.code == 1 && sizes.out.contains("size changed"))
        let corrupt = write("not a png", "corrupt.png")
        let bad = try run(["diff", golden, corrupt])
        #expect(bad.code == 2 && bad.err.contains("corrupt.png"))
        // Folders: compared recursively by relative path; a missing counterpart is a difference.
        let dir = temp("diffdir")
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/RowDesign", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent(golden).path, toPath: dir + "/RowDesign/list-row.light@3x.png")
        let folders = try run(["diff", "Snapshots", dir])
        #expect(folders.code == 1 && folders.out.contains("RowDesign/people.dark@3x.png: removed"))
        #expect(folders.out.contains("0 changed, 0 added, ") && folders.out.contains(" removed, 1 unchanged"))
        #expect(try run(["diff", "Snapshots", dir, "--allow-removed"]).code == 0)
        // An output that is an input is refused, and the input survives.
        let before = try Data(contentsOf: Self.root.appendingPathComponent(golden))
        let overwrite = try run(["diff", golden, pressed, "--out", golden])
        #expect(overwrite.code == 2 && overwrite.err.contains("refusing to overwrite"))
        let intoInput = try run(["diff", "Snapshots", dir, "--out", dir + "/diffs"])
        #expect(intoInput.code == 2)
        #expect(try Data(contentsOf: Self.root.appendingPathComponent(golden)) == before)
    }
}

/// Interrupts at any moment leave the whole result or nothing: no partial folder, no
/// temporary files, exit 130 (SIGINT) or 143 (SIGTERM).
@Suite struct InterruptTests {
    /// Runs rowframe, signals it after `delay` and returns its exit code. It must end within
    /// 3 s of the signal, however busy its workers are: interrupts are handled on a queue of
    /// their own (on the global queue, the gallery's signal waited ~40 s for the render to end).
    func interrupted(_ args: [String], after delay: Double, signal sig: Int32, in dir: String,
                     sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32 {
        let bin = try #require(CLITests.binary)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin)
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        p.standardOutput = FileHandle.nullDevice; p.standardError = FileHandle.nullDevice
        try p.run()
        Thread.sleep(forTimeInterval: delay)
        kill(p.processIdentifier, sig)
        let signalled = Date()
        while p.isRunning && Date().timeIntervalSince(signalled) < 10 { Thread.sleep(forTimeInterval: 0.02) }
        let took = Date().timeIntervalSince(signalled)
        #expect(took < 3, "\(args[0]) ended \(took) s after signal \(sig)", sourceLocation: sourceLocation)
        p.waitUntilExit()
        return p.terminationStatus
    }

    @Test(arguments: [(0.05, SIGINT), (0.3, SIGTERM), (0.8, SIGINT), (1.5, SIGTERM), (3.0, SIGINT)])
    func framesAndApngAreWholeOrAbsent(_ c: (Double, Int32)) throws {
        let s = try Scratch(); defer { s.remove() }
        let code = try interrupted(["frames", "shimmer", "--fps", "30", "--to", "1", "--scale", "1", "--out", "frames", "--apng", "anim.png"],
                                   after: c.0, signal: c.1, in: s.root)
        let left = try FileManager.default.contentsOfDirectory(atPath: s.root).sorted()
        if code == 0 {
            #expect(left == ["anim.png", "frames"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: s.path("frames")).filter { $0.hasSuffix(".png") }.count == 30)
        } else {
            #expect(code == 128 + c.1)
            #expect(left.isEmpty, "left behind: \(left)")
        }
    }

    /// `render` stops within a second of a signal — between ops, or for it when one op runs
    /// long — and writes neither the PNG nor the JSON; the message says so. (Blurred layers
    /// take seconds in a debug build.)
    @Test(arguments: [(0.3, SIGINT), (1.2, SIGTERM)])
    func renderStopsWithinASecondAndWritesNothing(_ c: (Double, Int32)) throws {
        let s = try Scratch(); defer { s.remove() }
        let layer = ##"{"op": "beginLayer", "blur": 30}, {"op": "fill", "path": {"rect": [0, 0, 300, 200]}, "paint": {"color": "#3366FF"}}, {"op": "endLayer"}"##
        try Data(#"{"width": 400, "height": 200, "ops": [\#(Array(repeating: layer, count: 60).joined(separator: ", "))]}"#.utf8)
            .write(to: URL(fileURLWithPath: s.path("slow.json")))
        let bin = try #require(CLITests.binary)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin)
        p.arguments = ["render", "slow.json", "--out", "slow.png", "--json", "slow.out.json"]
        p.currentDirectoryURL = URL(fileURLWithPath: s.root)
        let err = Pipe()
        p.standardOutput = FileHandle.nullDevice; p.standardError = err
        try p.run()
        Thread.sleep(forTimeInterval: c.0)
        kill(p.processIdentifier, c.1)
        let signalled = Date()
        while p.isRunning && Date().timeIntervalSince(signalled) < 5 { Thread.sleep(forTimeInterval: 0.02) }
        let took = Date().timeIntervalSince(signalled)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(took < 1.0, "stopped \(took) s after the signal")
        #expect(p.terminationStatus == 128 + c.1)
        #expect(text == "error: interrupted; nothing was written\n", "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.root) == ["slow.json"])
    }

    @Test(arguments: [(0.2, SIGINT), (1.0, SIGTERM), (2.5, SIGINT)])
    func galleryIsWholeOrAbsent(_ c: (Double, Int32)) throws {
        let s = try Scratch(); defer { s.remove() }
        let code = try interrupted(["gallery", "--out", "g", "--quiet"], after: c.0, signal: c.1, in: s.root)
        let left = try FileManager.default.contentsOfDirectory(atPath: s.root)
        if code == 0 { #expect(left == ["g"]) } else { #expect(code == 128 + c.1 && (left.isEmpty || left == ["g"]), "left behind: \(left)") }
        // Whatever the outcome, a gallery that is there is whole (its marker lists every file).
        if left == ["g"] {
            let marker = try String(contentsOfFile: s.path("g/.rowframe-output"), encoding: .utf8).split(separator: "\n").dropFirst()
            #expect(marker.count > 100 && marker.allSatisfy { FileManager.default.fileExists(atPath: s.path("g/" + $0)) })
        }
    }
}
