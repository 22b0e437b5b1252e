import Foundation
import RowDiff
import RowPNG
import RowRaster
import RowScene
import RowSnapshot
import SnapshotTesting
import Testing
import XCTest

/// What the `.rowFrame` strategies compare: a decoded picture, or why a golden could not be
/// decoded (which fails the comparison instead of standing in for a picture).
public enum RowFrameImage: Equatable, Sendable {
    case picture(Canvas)
    case unreadable(String)
}

/// swift-snapshot-testing strategies backed by RowFrame's renderer and diff, so
/// `assertSnapshot(of: view, as: .rowFrame(...))` works on Linux.
extension Diffing where Value == RowFrameImage {
    /// PNG on disk; exact comparison (any changed byte fails); on failure a message with the
    /// changed-pixel count and regions. An unreadable golden fails.
    public static var rowFramePNG: Diffing {
        Diffing(
            toData: { image in
                guard case let .picture(canvas) = image else { return Data() }   // never recorded: see `rowFrame`
                return (try? Data(PNG.encode(canvas))) ?? Data()
            },
            fromData: { data in
                do { return .picture(try PNG.decode([UInt8](data)).canvas) } catch { return .unreadable("\(error)") }
            },
            diff: { old, new in
                guard case let .picture(golden) = old else {
                    if case let .unreadable(reason) = old { return ("the golden cannot be read: \(reason)", []) }
                    return nil
                }
                guard case let .picture(actual) = new else { return ("no picture was rendered", []) }
                guard golden != actual else { return nil }
                guard golden.width == actual.width, golden.height == actual.height else {
                    return ("size changed: \(golden.width)×\(golden.height) → \(actual.width)×\(actual.height)", [])
                }
                var options = DiffOptions(); options.makeDiffImage = false
                guard let r = try? ImageDiff.compare(RGBAImage(golden), RGBAImage(actual), options: options) else { return ("images differ", []) }
                let boxes = r.regions.prefix(8).map { "(\($0.x), \($0.y), \($0.width)×\($0.height))" }.joined(separator: ", ")
                return ("\(r.changedPixels) of \(r.totalPixels) pixels differ (\(r.differentPixels) beyond pixelmatch's threshold)"
                        + (r.regions.isEmpty ? "" : " in \(r.regions.count) region(s) \(boxes)"), [])
            })
    }
}

extension Snapshotting where Value == Canvas, Format == RowFrameImage {
    /// A canvas as a PNG.
    public static var rowFrame: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .rowFramePNG, snapshot: { .picture($0) })
    }
}

extension Snapshotting where Value: RowScene.View, Format == RowFrameImage {
    /// A RowScene view rendered at a width, appearance, scale and time.
    ///
    /// Views are main-actor code, as in SwiftUI: from a `@MainActor` test (or XCTest's main
    /// thread) the view renders at once; from elsewhere the render is scheduled on the main
    /// actor and swift-snapshot-testing waits for it.
    ///
    /// A render error (or an unknown SNAPSHOT_TESTING_RECORD value) fails the assertion at
    /// once with its message, and no picture is delivered, so nothing can be recorded;
    /// swift-snapshot-testing then also reports that no snapshot arrived within its
    /// `timeout` (5 s by default).
    public static func rowFrame(width: Double? = 390, scheme: ColorScheme = .light, scale: Double = 3, time: Double = 0,
                                renderer: SceneRenderer,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .rowFramePNG, asyncSnapshot: { view in
            Async { deliver in
                let captured = MainActorHandOff(view: view, deliver: deliver)
                let work: @MainActor @Sendable () -> Void = {
                    do {
                        _ = try RecordMode.fromEnvironment()
                        var env = EnvironmentValues()
                        env.colorScheme = scheme; env.displayScale = scale; env.time = time
                        captured.deliver(.picture(try renderer.render(captured.view, width: width, environment: env)))
                    } catch {
                        failTest("RowFrame could not render the snapshot: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
                    }
                }
                if isOnMainActor() { MainActor.assumeIsolated(work) } else { DispatchQueue.main.async(execute: work) }
            }
        })
    }
}

/// Whether the caller runs on the main actor — not the same as the main thread: under
/// `swift test` on Linux, `@MainActor` tests run on the main actor's queue (the main dispatch
/// queue, its executor) drained by another thread. The main thread, or a key set on that
/// queue, tells.
private func isOnMainActor() -> Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil }

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// The view and the callback a snapshot hands to the main actor (the test waits meanwhile).
private struct MainActorHandOff<V>: @unchecked Sendable {
    let view: V
    let deliver: (RowFrameImage) -> Void
}

/// Records a failure in whichever test framework is running.
func failTest(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
