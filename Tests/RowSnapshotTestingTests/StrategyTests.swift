import Testing
import Foundation
import SnapshotTesting
import RowScene
import RowRaster
import RowSnapshotTesting

/// `assertSnapshot(of:as: .rowFrame(...))` on Linux: recorded once (reviewed), then verified.
/// Views are main-actor code, so snapshot tests run on the main actor, as SwiftUI's do.
@MainActor @Suite struct StrategyTests {
    nonisolated static let renderer = try! SceneRenderer()

    struct Badge: RowScene.View {
        var body: some RowScene.View {
            Text("3 transactions").font(.system(size: 12, weight: .medium))
                .padding(.horizontal, 10).padding(.vertical, 5)
                .background(Capsule().fill(RowScene.Color.gray.opacity(0.2)))
        }
    }

    /// Fills the proposed width: at 1 000 000 pt the canvas is over the size limit.
    struct Wide: RowScene.View {
        var body: some RowScene.View { Rectangle().fill(RowScene.Color.red).frame(height: 10) }
    }

    @Test func viewSnapshotMatches() {
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: Badge(), as: .rowFrame(width: nil, renderer: Self.renderer), named: "badge-light")
            assertSnapshot(of: Badge(), as: .rowFrame(width: nil, scheme: .dark, renderer: Self.renderer), named: "badge-dark")
        }
    }

    /// From a test off the main actor, the render is handed to the main actor and waited for
    /// (a long timeout: other suites may hold the main actor meanwhile).
    @Test nonisolated func offTheMainActorTheRenderIsHandedOver() {
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: Badge(), as: .rowFrame(width: nil, renderer: Self.renderer), named: "badge-light", timeout: 120,
                           testName: "viewSnapshotMatches()")
        }
    }

    /// The diffing reports a real difference with a count and regions.
    @Test func diffingDescribesDifferences() throws {
        let a = try Canvas(width: 10, height: 10, fill: RowRaster.RGBA.white)
        var b = a
        b = try Canvas(width: 10, height: 10, fill: RowRaster.RGBA.black)
        let message = Diffing<RowFrameImage>.rowFramePNG.diff(.picture(a), .picture(b))?.0
        #expect(message?.contains("100 of 100 pixels differ") == true)
        #expect(Diffing<RowFrameImage>.rowFramePNG.diff(.picture(a), .picture(a)) == nil)
    }

    static func scratch() -> String {
        let dir = NSTemporaryDirectory() + "rowframe-strategy-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A render error fails with its message and is never recorded, in any record mode.
    @Test(arguments: [SnapshotTestingConfiguration.Record.all, .missing, .failed])
    func renderErrorsFailAndAreNeverRecorded(_ mode: SnapshotTestingConfiguration.Record) {
        let dir = Self.scratch()
        withKnownIssue {
            let failure = verifySnapshot(of: Wide(), as: .rowFrame(width: 1_000_000, renderer: Self.renderer),
                                         named: "huge", record: mode, snapshotDirectory: dir, timeout: 0.2)
            #expect(failure != nil)
        } matching: { issue in
            "\(issue)".contains("RowFrame could not render the snapshot")
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir)) == [])
    }

    /// An unreadable golden fails instead of standing in for a picture.
    @Test func unreadableGoldenFails() throws {
        let dir = Self.scratch()
        let path = dir + "/unreadableGoldenFails.badge.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        let failure = verifySnapshot(of: Badge(), as: .rowFrame(width: nil, renderer: Self.renderer), named: "badge",
                                     record: .missing, snapshotDirectory: dir)
        #expect(failure?.contains("the golden cannot be read") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("not a png".utf8))
    }
}
