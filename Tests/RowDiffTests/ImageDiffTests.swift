import Testing
import RowTestSupport
import RowRaster
@testable import RowDiff

@Suite struct ImageDiffTests {
    func render(_ ops: [DisplayOp], width: Int = 120, height: Int = 80) throws -> RGBAImage {
        RGBAImage(try Renderer().render(DisplayList(width: width, height: height, background: .white, ops: ops)))
    }
    func circle(_ x: Double) -> DisplayOp {
        .fill(shape: ShapeSpec(.circle(center: Point(x, 40), radius: 25)), paint: .solid(RGBA(r8: 0, g8: 122, b8: 255)), fillRule: .nonZero, blend: .sourceOver)
    }
    func line(_ y: Double, _ c: RGBA = RGBA(r8: 60, g8: 60, b8: 67)) -> DisplayOp {
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
        for changed in [try render([line(51)]), try render([line(50, RGBA(r8: 255, g8: 59, b8: 48))]), try render([])] {
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
        #expect(Array(r.diffImage!.rgba[(5 * 120 + 5) * 4..<(5 * 120 + 5) * 4 + 4]) == [255, 0, 0, 255])
    }

    @Test func threadsDoNotChangeResults() throws {
        let a = try render([circle(60), line(10)]), b = try render([circle(61.5), line(12)])
        var one = DiffOptions(), two = DiffOptions()
        two.threads = 2
        let r1 = try ImageDiff.compare(a, b, options: one), r2 = try ImageDiff.compare(a, b, options: two)
        #expect(r1.differentPixels == r2.differentPixels && r1.diffImage == r2.diffImage && r1.changedPixels == r2.changedPixels && r1.regions == r2.regions)
        one.metric = .hyab
        #expect(try ImageDiff.compare(a, b, options: one).differentPixels > 0)
    }

    @Test func differentSizesAreReportedNotCrashedOn() throws {
        #expect(throws: DiffError.sizeMismatch("120×80", "100×80")) {
            try ImageDiff.compare(try render([]), try render([], width: 100))
        }
    }

    func image(_ w: Int, _ h: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<h { for x in 0..<w { bytes += pixel(x, y) } }
        return RGBAImage(width: w, height: h, rgba: bytes)
    }

    /// pixelmatch 7.2's own unit test: 50 % black against opaque gray is equal blended on
    /// white, and different on the checkerboard (the default).
    @Test func semiTransparentPixelsBlendOverTheCheckerboard() throws {
        let a = image(1, 1) { _, _ in [0, 0, 0, 128] }, b = image(1, 1) { _, _ in [127, 127, 127, 255] }
        var white = DiffOptions(); white.checkerboard = false
        #expect(try ImageDiff.compare(a, b, options: white).differentPixels == 0)
        #expect(try ImageDiff.compare(a, b).differentPixels == 1)
        // Either way the bytes differ, so the images are never "identical".
        #expect(!(try ImageDiff.compare(a, b, options: white).identical))
    }

    /// A fully transparent image and an opaque white one: identical on white for pixelmatch
    /// ≤ 6, every pixel different on the checkerboard, and never identical here.
    @Test func transparentIsNotOpaqueWhite() throws {
        let clear = image(16, 16) { _, _ in [0, 0, 0, 0] }, white = image(16, 16) { _, _ in [255, 255, 255, 255] }
        let r = try ImageDiff.compare(clear, white)
        #expect(r.differentPixels == 256 && r.changedPixels == 256 && !r.identical)
        var onWhite = DiffOptions(); onWhite.checkerboard = false
        let w = try ImageDiff.compare(clear, white, options: onWhite)
        #expect(w.differentPixels == 0 && w.changedPixels == 256 && !w.identical)
    }

    /// Like pixelmatch's 5a/5b fixtures: a half-transparent diagonal over a triangle that
    /// turns transparent. Counted on the checkerboard; on white, 50 % colors over white and
    /// clear pixels match nothing but the white they blend to.
    @Test func semiTransparentDiagonal() throws {
        let n = 32
        let a = image(n, n) { x, y in x == y ? [250, 0, 0, 128] : (x > y ? [0, 0, 0, 0] : [20, 120, 220, 255]) }
        let b = image(n, n) { x, y in x >= y ? [0, 0, 0, 0] : [20, 120, 220, 255] }
        let r = try ImageDiff.compare(a, b)
        #expect(r.changedPixels == n)
        var includeAA = DiffOptions(); includeAA.includeAA = true
        #expect(try ImageDiff.compare(a, b, options: includeAA).differentPixels == n)
        // On white, a 50 % red over white against clear (white) still differs in color.
        var onWhite = DiffOptions(); onWhite.checkerboard = false; onWhite.includeAA = true
        #expect(try ImageDiff.compare(a, b, options: onWhite).differentPixels == n)
        // Different clear pixels (other RGB under alpha 0) blend to the same color: no count,
        // but the bytes changed.
        let c = image(n, n) { x, y in x >= y ? [9, 9, 9, 0] : [20, 120, 220, 255] }
        let cleared = try ImageDiff.compare(b, c)
        #expect(cleared.differentPixels == 0 && cleared.changedPixels == n * (n + 1) / 2)
    }

    /// The gray of unchanged pixels is stored by truncation, as pixelmatch writes it.
    @Test func diffImageGrayTruncates() throws {
        let a = image(2, 1) { x, _ in x == 0 ? [255, 255, 255, 255] : [100, 100, 100, 255] }
        let r = try ImageDiff.compare(a, a)
        let gray = r.diffImage!.rgba
        // 255 + (255.0000026 − 255)·0.1 → 255; 255 + (100.000001 − 255)·0.1 = 239.5 → 239.
        #expect(gray[0] == 255 && gray[4] == 239)
    }

    /// Ignore regions with huge coordinates are clamped, never overflow.
    @Test func hugeIgnoreRegionsClamp() throws {
        let a = image(4, 4) { _, _ in [0, 0, 0, 255] }, b = image(4, 4) { _, _ in [255, 255, 255, 255] }
        var o = DiffOptions()
        o.ignore = [IntRect(x: Int.max, y: 0, width: 1, height: 1), IntRect(x: Int.min, y: Int.min, width: Int.max, height: Int.max),
                    IntRect(x: 2, y: 2, width: Int.max, height: Int.max)]
        let r = try ImageDiff.compare(a, b, options: o)
        #expect(r.changedPixels == 16 - 4)
    }
}
