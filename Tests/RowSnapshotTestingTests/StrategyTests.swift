import Testing
import Foundation
import SnapshotTesting
import RowScene
import RowRaster
import RowSnapshotTesting

/// `assertSnapshot(of:as: .rowFrame(...))` on Linux: recorded once (reviewed), then verified.
@Suite struct StrategyTests {
    static let renderer = try! SceneRenderer()

    struct Badge: RowScene.View {
        var body: some RowScene.View {
            Text("3 transactions").font(.system(size: 12, weight: .medium))
                .padding(.horizontal, 10).padding(.vertical, 5)
                .background(Capsule().fill(RowScene.Color.gray.opacity(0.2)))
        }
    }

    @Test func viewSnapshotMatches() {
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: Badge(), as: .rowFrame(width: nil, renderer: Self.renderer), named: "badge-light")
            assertSnapshot(of: Badge(), as: .rowFrame(width: nil, scheme: .dark, renderer: Self.renderer), named: "badge-dark")
        }
    }

    /// The diffing reports a real difference with a count and regions.
    @Test func diffingDescribesDifferences() throws {
        let a = try Canvas(width: 10, height: 10, fill: RowRaster.Color.white)
        var b = a
        b = try Canvas(width: 10, height: 10, fill: RowRaster.Color.black)
        let message = Diffing<Canvas>.rowFramePNG.diff(a, b)?.0
        #expect(message?.contains("100 of 100 pixels differ") == true)
        #expect(Diffing<Canvas>.rowFramePNG.diff(a, a) == nil)
    }
}
