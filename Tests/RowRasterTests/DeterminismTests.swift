import Testing
import Foundation
import RowPNG
@testable import RowRaster

/// Same display list → same bytes: across runs, and equal to the reviewed golden (which the
/// release-build check in tools/determinism.sh compares against too).
@Suite struct DeterminismTests {
    static let root = DisplayListJSONTests.root

    @Test(arguments: ["display-list", "peer-card", "feed"])
    func tenRendersGiveIdenticalPNGBytesMatchingTheGolden(name: String) throws {
        let list = try DisplayList.decode(json: Data(contentsOf: Self.root.appendingPathComponent("examples/\(name).json")))
        let first = try PNG.encode(Renderer().render(list), scale: 3)
        for _ in 0..<9 { #expect(try PNG.encode(Renderer().render(list), scale: 3) == first) }
        let golden = try PNG.read(path: Self.root.appendingPathComponent("Snapshots/RowRaster/\(name).png").path).canvas
        #expect(try PNG.decode(first).canvas == golden, "render of \(name) differs from Snapshots/RowRaster/\(name).png")
    }
}
