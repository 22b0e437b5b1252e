import Foundation
import RowFiles
import RowRaster
import RowScene
import RowSnapshot
import RowText
import Testing

/// What every test suite shares: the package root, the bundled fonts and one renderer, golden
/// checks by the naming scheme, and scratch folders.
public enum TestSupport {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let fonts: FontLibrary = try! FontLibrary()
    public static let renderer = SceneRenderer(fonts: fonts)

    /// `Snapshots/<suite>/<name>`.
    public static func snapshot(_ suite: String, _ name: ImageName) -> String {
        root.appendingPathComponent("Snapshots/\(suite)/\(name.description)").path
    }

    /// Compares `canvas` with its golden (recording as the record mode says) and records any
    /// failure as a test issue.
    public static func checkGolden(_ canvas: Canvas, suite: String, _ name: ImageName, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = snapshot(suite, name)
        let outcome = try Golden(path: path, scale: Double(name.scale ?? 3)).check(canvas)
        if let message = outcome.failureMessage { Issue.record(Comment(rawValue: "\(path): \(message)"), sourceLocation: sourceLocation) }
    }

    /// A request's render checked against its golden.
    @MainActor public static func checkGolden(_ request: RenderRequest, suite: String, _ name: ImageName, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try checkGolden(try renderer.render(request), suite: suite, name, sourceLocation: sourceLocation)
    }

    /// The same for async tests: laid out on the main actor, rasterized and compared off it
    /// (so golden suites rasterize on every core while the main actor lays out the next).
    @MainActor public static func checkGolden(_ request: RenderRequest, suite: String, _ name: ImageName,
                                              sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await rasterizeAndCheck(try renderer.displayList(request), suite: suite, name, sourceLocation: sourceLocation)
    }

    @concurrent private static func rasterizeAndCheck(_ list: DisplayList, suite: String, _ name: ImageName,
                                                      sourceLocation: SourceLocation) async throws {
        try checkGolden(try renderer.render(list), suite: suite, name, sourceLocation: sourceLocation)
    }
}

/// A fresh temporary folder, removed with `remove()`.
public struct Scratch: Sendable {
    public let root: String
    public init(_ name: String = #function) throws {
        let clean = name.filter { $0.isLetter || $0.isNumber }
        root = NSTemporaryDirectory() + "rowframe-tests-\(getpid())/\(clean)-\(UInt32.random(in: 0...UInt32.max))"
        try FileTree.createFolder(root)
    }
    public func path(_ relative: String) -> String { root + "/" + relative }
    public func remove() { try? FileTree.remove(root) }
}
