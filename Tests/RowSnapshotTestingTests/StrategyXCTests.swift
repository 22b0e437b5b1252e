import Foundation
import RowScene
import RowSnapshotTesting
import SnapshotTesting
import XCTest

/// The strategy from XCTest, whose tests run on the main thread: the view renders at once.
final class StrategyXCTests: XCTestCase {
    struct Chip: RowScene.View {
        var body: some RowScene.View {
            Text("XCTest").font(.caption.weight(.semibold)).padding(6).background(Capsule().fill(RowScene.Color.green.opacity(0.2)))
        }
    }

    func testAViewSnapshotFromXCTest() throws {
        let renderer = try SceneRenderer()
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: Chip(), as: .rowFrame(width: nil, renderer: renderer), named: "chip", timeout: 10)
        }
    }
}
