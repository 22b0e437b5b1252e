import Testing
import RowTestSupport
import Foundation
import RowFiles
@testable import RowDiff

@Suite struct ApproveTests {
    func bytes(_ p: String) throws -> [UInt8] { try AtomicFile.read(path: p) }

    @Test func approvesNamedImagesAndFamiliesOnly() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.png("g/c/row.light@3x.png"); try s.png("a/c/row.light@3x.png", dot: (1, 1))
        try s.png("g/c/row.dark@3x.png", .init(r8: 40, g8: 40, b8: 40)); try s.png("a/c/row.dark@3x.png", .init(r8: 40, g8: 40, b8: 40), dot: (2, 2))
        try s.png("g/other.png"); try s.png("a/other.png", dot: (3, 3))
        let out = try Approve.run(golden: s.path("g"), actual: s.path("a"), names: ["c/row@3x"], prune: false)
        #expect(out.approved == ["c/row.dark@3x.png", "c/row.light@3x.png"])
        #expect(try bytes(s.path("g/c/row.light@3x.png")) == bytes(s.path("a/c/row.light@3x.png")))
        #expect(try bytes(s.path("g/other.png")) != bytes(s.path("a/other.png")))
        // Unknown names fail before anything is written.
        #expect(throws: FileError.self) { _ = try Approve.run(golden: s.path("g"), actual: s.path("a"), names: ["other.png", "nope.png"], prune: false) }
        #expect(try bytes(s.path("g/other.png")) != bytes(s.path("a/other.png")))
    }

    @Test func approveAllCopiesChangedAndNewAndPrunesOnlyWhenAsked() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.png("g/same.png"); try s.png("a/same.png")
        try s.png("g/changed.png"); try s.png("a/changed.png", dot: (1, 1))
        try s.png("a/sub/new.png"); try s.png("g/gone.png")
        let out = try Approve.run(golden: s.path("g"), actual: s.path("a"), names: [], prune: false)
        #expect(out.approved == ["changed.png", "sub/new.png"] && out.unchanged == ["same.png"] && out.pruned.isEmpty)
        #expect(FileTree.exists(s.path("g/gone.png")) && FileTree.exists(s.path("g/sub/new.png")))
        let pruned = try Approve.run(golden: s.path("g"), actual: s.path("a"), names: [], prune: true)
        #expect(pruned.pruned == ["gone.png"] && pruned.approved.isEmpty && !FileTree.exists(s.path("g/gone.png")))
        let entries = try FolderDiff.compareFolders(golden: s.path("g"), actual: s.path("a"), policy: DiffPolicy())
        #expect(entries.allSatisfy { $0.status == .unchanged })
    }

    @Test func neverApprovesIntoTheActualFolderOrAnUnreadableImage() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.png("g/x.png"); try s.png("g/sub/y.png")
        #expect(throws: FileError.self) { _ = try Approve.run(golden: s.path("g/sub"), actual: s.path("g"), names: [], prune: false) }
        #expect(throws: FileError.self) { _ = try Approve.run(golden: s.path("g"), actual: s.path("g"), names: [], prune: false) }
        try FileTree.createFolder(s.path("a"))
        try AtomicFile.write(Array("junk".utf8), to: s.path("a/x.png"))
        #expect(throws: FileError.self) { _ = try Approve.run(golden: s.path("g"), actual: s.path("a"), names: [], prune: false) }
        #expect(try FolderDiff.load(s.path("g/x.png")).1.width == 12)
    }
}
