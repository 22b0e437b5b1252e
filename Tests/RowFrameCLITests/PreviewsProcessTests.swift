import Testing
import Foundation
import RowTestSupport

/// `rowframe previews` runs `swift` as a child: bad inputs are found before it starts, an
/// interrupt stops the child's whole process group, and no process of it outlives rowframe,
/// even when rowframe is killed. A fake `swift` on PATH stands in for SwiftPM: it answers the
/// package queries, and its `run` starts two "compilers" (sleeps) and waits, stopping its
/// group on SIGINT as SwiftPM does — and ignoring SIGTERM, as an inherited SIG_IGN made it.
@Suite(.serialized) struct PreviewsProcessTests {
    static let fakeSwift = """
        #!/bin/bash
        case "$*" in
          *dump-package*) echo '{"products": [{"name": "Rows", "type": {"library": ["automatic"]}}]}' ;;
          *show-dependencies*) echo '{"identity": "rows", "dependencies": [{"name": "RowFrame", "identity": "rowframe", "path": "/nowhere/RowFrame", "version": "unspecified"}]}' ;;
          run*)
            sleep 60 & echo $! >> "$FAKE_PIDS"
            sleep 60 & echo $! >> "$FAKE_PIDS"
            trap '' TERM
            trap 'kill -TERM 0; exit 130' INT
            echo started >> "$FAKE_PIDS.ready"
            wait ;;
        esac
        """

    struct Setup {
        let scratch: Scratch
        let package: String, pids: String, environment: [String: String]
    }

    func setUp() throws -> Setup {
        let s = try Scratch()
        let bin = s.path("bin"), package = s.path("pkg")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: package, withIntermediateDirectories: true)
        try Data(Self.fakeSwift.utf8).write(to: URL(fileURLWithPath: bin + "/swift"))
        chmod(bin + "/swift", 0o755)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = bin + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["FAKE_PIDS"] = s.path("pids")
        return Setup(scratch: s, package: package, pids: s.path("pids"), environment: env)
    }

    func start(_ args: [String], _ setup: Setup) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(CLITests.binary))
        p.arguments = args
        p.environment = setup.environment
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// Waits until the fake build has started its compilers; their pids.
    func compilers(_ setup: Setup) throws -> [Int32] {
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: setup.pids + ".ready") && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let text = try String(contentsOfFile: setup.pids, encoding: .utf8)
        return text.split(separator: "\n").compactMap { Int32($0) }
    }

    func allGone(_ pids: [Int32], within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if pids.allSatisfy({ kill($0, 0) != 0 }) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptStopsTheWholeBuild(_ sig: Int32) throws {
        let setup = try setUp(); defer { setup.scratch.remove() }
        let p = try start(["previews", "--package", setup.package, "--product", "Rows", "--out", setup.scratch.path("sheet.png")], setup)
        let pids = try compilers(setup)
        #expect(pids.count == 2)
        kill(p.processIdentifier, sig)
        let deadline = Date().addingTimeInterval(10)
        while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!p.isRunning, "rowframe did not stop within 10 s of signal \(sig)")
        if p.isRunning { p.terminate() }
        p.waitUntilExit()
        #expect(p.terminationStatus == 128 + sig)
        #expect(allGone(pids, within: 5), "compilers left running")
        pids.forEach { kill($0, SIGKILL) }
    }

    @Test func killingRowframeStopsTheBuild() throws {
        let setup = try setUp(); defer { setup.scratch.remove() }
        let p = try start(["previews", "--package", setup.package, "--product", "Rows", "--out", setup.scratch.path("sheet.png")], setup)
        let pids = try compilers(setup)
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        #expect(allGone(pids, within: 5), "compilers outlived rowframe")
        pids.forEach { kill($0, SIGKILL) }
    }

    /// A bad touch script, a frames folder that exists without --force or holds someone
    /// else's files: one line, exit 2, before `swift` runs at all.
    @Test func badInputsAreFoundBeforeBuilding() throws {
        let setup = try setUp(); defer { setup.scratch.remove() }
        let bad = setup.scratch.path("touches.json")
        try Data(#"[{"kind": "down", "time": 0}, {"kind": "move", "time": -1}]"#.utf8).write(to: URL(fileURLWithPath: bad))
        let existing = setup.scratch.path("frames")
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: existing + "/notes.txt"))
        let cases: [([String], String)] = [
            (["--touches", bad, "--frames", setup.scratch.path("out")], "touches.json: [1].time"),
            (["--frames", existing], "exists; pass --force"),
            (["--frames", existing, "--force"], "not written by rowframe"),
            (["--frames", bad], "is a file, not a folder"),
        ]
        for (args, message) in cases {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: try #require(CLITests.binary))
            p.arguments = ["previews", "--package", setup.package, "--product", "Rows"] + args
            p.environment = setup.environment
            let err = Pipe()
            p.standardOutput = FileHandle.nullDevice; p.standardError = err
            try p.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 2 && text.split(separator: "\n").count == 1 && text.contains(message), "\(args): \(text)")
        }
        #expect(!FileManager.default.fileExists(atPath: setup.pids + ".ready"), "swift ran")
    }
}
