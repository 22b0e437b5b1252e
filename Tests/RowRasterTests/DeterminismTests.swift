import Testing
import RowTestSupport
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
        let golden = try PNG.read(path: Self.root.appendingPathComponent("Snapshots/RowRaster/\(name).light@3x.png").path).canvas
        #expect(try PNG.decode(first).canvas == golden, "render of \(name) differs from Snapshots/RowRaster/\(name).light@3x.png")
    }
}

/// A cropped list renders exactly the pixels of that region of the full render.
@Suite struct CropTests {
    @Test(arguments: ["display-list", "peer-card", "feed"])
    func croppedListsGiveTheRegionsPixels(name: String) throws {
        let list = try DisplayList.decode(json: Data(contentsOf: TestSupport.root.appendingPathComponent("examples/\(name).json")))
        let full = try Renderer().render(list)
        for r in [IntRect(x: 0, y: 0, width: 37, height: 23), IntRect(x: list.width / 3, y: list.height / 4, width: 200, height: 90),
                  IntRect(x: list.width - 50, y: list.height - 40, width: 50, height: 40)] {
            let part = try Renderer().render(list.cropped(to: r))
            var same = true
            for y in 0..<r.height { for x in 0..<r.width where part[x, y] != full[r.x + x, r.y + y] { same = false } }
            #expect(same, "\(name) region \(r)")
        }
    }

    /// Radial and angular gradients move with the crop (their centers are pixel positions).
    @Test func croppedGradientsGiveTheRegionsPixels() throws {
        let stops: [GradientStop] = [.init(location: 0, color: RGBA(r8: 255, g8: 149, b8: 0)), .init(location: 1, color: RGBA(r8: 0, g8: 122, b8: 255))]
        let list = DisplayList(width: 120, height: 90, ops: [
            .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 120, height: 45))),
                  paint: .radialGradient(RadialGradient(center: Point(40, 20), startRadius: 3, endRadius: 50, stops: stops)), fillRule: .nonZero, blend: .sourceOver),
            .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 45, width: 120, height: 45))),
                  paint: .angularGradient(AngularGradient(center: Point(70, 60), startAngle: 0.5, endAngle: 4, stops: stops)), fillRule: .nonZero, blend: .sourceOver),
        ])
        let full = try Renderer().render(list)
        let r = IntRect(x: 17, y: 11, width: 80, height: 70)
        let part = try Renderer().render(list.cropped(to: r))
        var same = true
        for y in 0..<r.height { for x in 0..<r.width where part[x, y] != full[r.x + x, r.y + y] { same = false } }
        #expect(same)
    }
}
