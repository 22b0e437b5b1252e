import Testing
import Foundation
@testable import RowFiles

@Suite struct RowFilesTests {
    let root: String
    init() throws {
        root = NSTemporaryDirectory() + "rowframe-files-tests-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileTree.createFolder(root)
    }
    func p(_ s: String) -> String { root + "/" + s }

    @Test func writesAtomicallyAndLeavesNoTemporaries() throws {
        try AtomicFile.write(Array("one".utf8), to: p("f.txt"))
        try AtomicFile.write(Array("two".utf8), to: p("f.txt"))
        #expect(try AtomicFile.read(path: p("f.txt")) == Array("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["f.txt"])
    }

    /// A FIFO is refused before it is opened (opening one to read blocks until a writer comes).
    @Test func readingAFIFOIsRefusedAtOnce() throws {
        #expect(mkfifo(p("fifo"), 0o644) == 0)
        #expect(throws: FileError.notRegularFile(path: p("fifo"))) { try AtomicFile.read(path: p("fifo")) }
        #expect(throws: FileError.notRegularFile(path: "/dev/zero")) { try AtomicFile.read(path: "/dev/zero") }
    }

    @Test func readsAreBudgeted() throws {
        try AtomicFile.write([UInt8](repeating: 1, count: 100), to: p("big"))
        #expect(throws: FileError.tooLarge(path: p("big"), bytes: 100, limit: 99)) { try AtomicFile.read(path: p("big"), limit: 99) }
    }

    /// Devices, FIFOs and folders are never replaced by rename.
    @Test func nonRegularTargetsAreNotReplaced() throws {
        #expect(throws: FileError.notRegularFile(path: "/dev/full")) { try AtomicFile.write([1], to: "/dev/full") }
        #expect(mkfifo(p("fifo"), 0o644) == 0)
        #expect(throws: FileError.notRegularFile(path: p("fifo"))) { try AtomicFile.write([1], to: p("fifo")) }
        try FileTree.createFolder(p("dir"))
        #expect(throws: FileError.notRegularFile(path: p("dir"))) { try AtomicFile.write([1], to: p("dir")) }
    }

    /// Temporaries of a process that no longer runs are removed by the next write there;
    /// ours and those of running processes stay.
    @Test func staleTemporariesAreCleaned() throws {
        let dead = pid_t(Int32.max - 7)   // no such process
        try AtomicFile.write([1], to: p(".g.png.tmp-\(dead)-AbCdEf"))
        try FileTree.createFolder(p(".out.partial-\(dead)-QwErTy/sub"))
        try AtomicFile.write([1], to: p(".h.png.tmp-1-AbCdEf"))        // pid 1 runs
        try AtomicFile.write([2], to: p("g.png"))
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: root))
        #expect(left == [".h.png.tmp-1-AbCdEf", "g.png"])
    }

    @Test func outputsThatAreInputsAreRefused() throws {
        try AtomicFile.write([1], to: p("in.json"))
        try FileTree.createFolder(p("golden/sub"))
        #expect(symlink(p("in.json"), p("link.json")) == 0)
        #expect(throws: FileError.self) { try OutputGuard.check(outputs: [p("in.json")], inputs: [p("in.json")]) }
        #expect(throws: FileError.self) { try OutputGuard.check(outputs: [p("link.json")], inputs: [p("in.json")]) }
        #expect(throws: FileError.self) { try OutputGuard.check(outputs: [p("golden/sub/../x.png")], inputs: [p("golden")]) }
        #expect(throws: FileError.self) { try OutputGuard.check(outputs: [root], inputs: [p("golden")]) }
        #expect(throws: FileError.self) { try OutputGuard.check(outputs: [p("a.png"), p("./a.png")], inputs: []) }
        try OutputGuard.check(outputs: [p("out.png"), p("goldenx/y.png")], inputs: [p("in.json"), p("golden")])
    }

    @Test func stagedFoldersAppearWholeAndReplaceOnlyOurs() throws {
        let staged = try StagedFolder(destination: p("out"))
        try AtomicFile.write([1], to: staged.path + "/a.png")
        #expect(!FileTree.exists(p("out")))
        try staged.commit()
        #expect(FileTree.exists(p("out/a.png")) && FileTree.exists(p("out/" + StagedFolder.markerName)))
        let again = try StagedFolder(destination: p("out"))
        try AtomicFile.write([2], to: again.path + "/b.png")
        try again.commit()
        #expect(!FileTree.exists(p("out/a.png")) && FileTree.exists(p("out/b.png")))
        // Dropped without commit: nothing appears, nothing is left.
        do { let dropped = try StagedFolder(destination: p("never")); try AtomicFile.write([1], to: dropped.path + "/x") }
        #expect(!FileTree.exists(p("never")))
        try FileTree.createFolder(p("theirs"))
        try AtomicFile.write([1], to: p("theirs/keep"))
        #expect(throws: FileError.notOurFolder(path: p("theirs"))) { _ = try StagedFolder(destination: p("theirs")) }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root)) == ["out", "theirs"])
    }

    /// Files written straight into a staged folder appear with it (made durable by its commit);
    /// a name that is not a plain file name is refused.
    @Test func stagedFolderWritesAppearOnCommit() throws {
        let staged = try StagedFolder(destination: p("frames"))
        try staged.write([1, 2, 3], name: "a.png")
        try staged.write([4], name: "b.png")
        for bad in ["", ".", "..", "x/y.png"] {
            #expect(throws: FileError.self) { try staged.write([1], name: bad) }
        }
        #expect(!FileTree.exists(p("frames")))
        try staged.commit()
        #expect(try AtomicFile.read(path: p("frames/a.png")) == [1, 2, 3] && AtomicFile.read(path: p("frames/b.png")) == [4])
    }

    @Test func listsRecursivelyWithoutHiddenFilesOrFolderLinks() throws {
        for f in ["a/x.png", "a/b/y.PNG", "z.png", ".hidden.png", "a/.tmp.png", "notes.txt"] {
            try FileTree.createFolder((p(f) as NSString).deletingLastPathComponent)
            try AtomicFile.write([1], to: p(f))
        }
        #expect(symlink(p("a"), p("loop")) == 0)
        #expect(try FileTree.files(under: root, suffix: ".png") == ["a/b/y.PNG", "a/x.png", "z.png"])
    }

    @Test func imageNamesFollowOneScheme() throws {
        #expect(ImageName(base: "row.pressed", appearance: "dark", scale: 3, microseconds: 250_000).description == "row.pressed.dark@3x.t250ms.png")
        #expect(ImageName(base: "row", appearance: "light", scale: 3, microseconds: ImageName.microseconds(1.0 / 60)).description == "row.light@3x.t16.667ms.png")
        #expect(ImageName.timeTag(100_400) == "t100.4ms" && ImageName.timeTag(100_000) == "t100ms" && ImageName.timeTag(5) == "t0.005ms")
        #expect(ImageName.microseconds(0.1) != ImageName.microseconds(0.1004))
        let parsed = ImageName(parsing: "components/row.pressed.dark@3x.t16.667ms.png")
        #expect(parsed == ImageName(base: "components/row.pressed", appearance: "dark", scale: 3, microseconds: 16_667))
        #expect(parsed.family == "components/row.pressed@3x")
        #expect(ImageName(parsing: "plain.png") == ImageName(base: "plain"))
        #expect(ImageName(parsing: "shot.t12ms.png") == ImageName(base: "shot", microseconds: 12_000))
        #expect(ImageName(parsing: "odd.tXms.png").base == "odd.tXms")
        #expect(ImageName.microseconds(.nan) == nil && ImageName.microseconds(-1) == nil && ImageName.microseconds(1e300) == nil)
    }
}
