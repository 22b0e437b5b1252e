import Testing
import RowRaster
@testable import RowSnapshot

@Suite struct DiffTests {
    func render(_ ops: [DisplayOp], width: Int = 120, height: Int = 80) throws -> RGBAImage {
        RGBAImage(try Renderer().render(DisplayList(width: width, height: height, background: .white, ops: ops)))
    }
    func circle(_ x: Double) -> DisplayOp {
        .fill(shape: ShapeSpec(.circle(center: Point(x, 40), radius: 25)), paint: .solid(Color(r8: 0, g8: 122, b8: 255)), fillRule: .nonZero, blend: .sourceOver)
    }
    func line(_ y: Double, _ c: Color = Color(r8: 60, g8: 60, b8: 67)) -> DisplayOp {
        .fill(shape: ShapeSpec(.rect(Rect(x: 10, y: y, width: 100, height: 1))), paint: .solid(c), fillRule: .nonZero, blend: .sourceOver)
    }

    @Test func identicalImagesDiffToZero() throws {
        let a = try render([circle(60)])
        let r = try ImageDiff.compare(a, a)
        #expect(r.identical && r.regions.isEmpty && r.antialiasedPixels == 0)
    }

    /// A sub-pixel move of an anti-aliased edge changes only edge pixels: all classified as
    /// anti-aliasing, none counted.
    @Test func antialiasingOnlyShiftsCountZero() throws {
        let r = try ImageDiff.compare(try render([circle(60)]), try render([circle(60.2)]))
        #expect(r.differentPixels == 0)
        #expect(r.antialiasedPixels > 0)
        var withAA = DiffOptions(); withAA.includeAA = true
        #expect(try ImageDiff.compare(try render([circle(60)]), try render([circle(60.2)]), options: withAA).differentPixels > 0)
    }

    /// A 1 px divider that moves down a pixel, or changes color, always counts — and no
    /// tolerance the CLI accepts (≤ 7 pixels in an 8×8 window) lets it pass.
    @Test func oneMovedHairlineAlwaysCounts() throws {
        let base = try render([line(50)])
        for changed in [try render([line(51)]), try render([line(50, Color(r8: 255, g8: 59, b8: 48))]), try render([])] {
            let r = try ImageDiff.compare(base, changed)
            #expect(r.differentPixels >= 100)
            #expect(r.densestWindow.count >= 8)
            #expect(r.regions.count == 1 && r.regions[0].width == 100)
        }
    }

    @Test func regionsClusterAndIgnoreRegionsApply() throws {
        let a = try render([])
        let b = try render([.fill(shape: ShapeSpec(.rect(Rect(x: 5, y: 5, width: 4, height: 4))), paint: .solid(.black), fillRule: .nonZero, blend: .sourceOver),
                            .fill(shape: ShapeSpec(.rect(Rect(x: 8, y: 10, width: 3, height: 3))), paint: .solid(.black), fillRule: .nonZero, blend: .sourceOver),
                            .fill(shape: ShapeSpec(.rect(Rect(x: 90, y: 60, width: 10, height: 5))), paint: .solid(.black), fillRule: .nonZero, blend: .sourceOver)])
        let r = try ImageDiff.compare(a, b)
        #expect(r.differentPixels == 16 + 9 + 50)
        #expect(r.regions == [IntRect(x: 5, y: 5, width: 6, height: 8), IntRect(x: 90, y: 60, width: 10, height: 5)])
        #expect(r.densestWindow.count == 40)
        var options = DiffOptions()
        options.ignore = [IntRect(x: 80, y: 50, width: 40, height: 30)]
        #expect(try ImageDiff.compare(a, b, options: options).differentPixels == 25)
        // The diff image marks differences red over a faded original.
        #expect(Array(r.diffImage.rgba[(5 * 120 + 5) * 4..<(5 * 120 + 5) * 4 + 4]) == [255, 0, 0, 255])
    }

    @Test func threadsDoNotChangeResults() throws {
        let a = try render([circle(60), line(10)]), b = try render([circle(61.5), line(12)])
        var one = DiffOptions(), two = DiffOptions()
        two.threads = 2
        let r1 = try ImageDiff.compare(a, b, options: one), r2 = try ImageDiff.compare(a, b, options: two)
        #expect(r1.differentPixels == r2.differentPixels && r1.diffImage == r2.diffImage && r1.regions == r2.regions)
        one.metric = .hyab
        #expect(try ImageDiff.compare(a, b, options: one).differentPixels > 0)
    }

    @Test func differentSizesAreReportedNotCrashedOn() throws {
        #expect(throws: DiffError.sizeMismatch("120×80", "100×80")) {
            try ImageDiff.compare(try render([]), try render([], width: 100))
        }
    }
}
