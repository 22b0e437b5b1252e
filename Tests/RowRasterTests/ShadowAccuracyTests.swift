import Testing
@testable import RowRaster

/// Shadows must match the exact pixel-averaged Gaussian blur of the shape within 1/255.
@Suite struct ShadowAccuracyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var x, y, w, h, r, sigma: Double
        var testDescription: String { "rrect \(w)×\(h) r\(r) σ\(sigma)" }
    }
    static let cases = [
        Case(x: 14.3, y: 12.6, w: 40.5, h: 28.2, r: 8.4, sigma: 1.5),
        Case(x: 18.0, y: 20.0, w: 44.0, h: 30.0, r: 12.0, sigma: 6.0),
        Case(x: 16.4, y: 15.7, w: 24.6, h: 24.6, r: 12.3, sigma: 3.0),   // a circle
        Case(x: 10.0, y: 10.0, w: 30.0, h: 20.0, r: 0.0, sigma: 2.5),    // a sharp rectangle
        Case(x: 9.5, y: 11.2, w: 36.0, h: 10.0, r: 5.0, sigma: 1.0),     // a capsule, small σ
    ]

    /// Wide blurs run on cells of several pixels; sampled on a pixel lattice to keep it quick.
    static let wideCases = [
        Case(x: 30.4, y: 20.7, w: 150.5, h: 90.2, r: 30.0, sigma: 40),    // 2 px cells
        Case(x: 12.2, y: 8.9, w: 60.3, h: 40.6, r: 20.3, sigma: 130),     // 8 px cells, wider than the shape
    ]

    func worstError(_ c: Case, analytic: Bool, stride step: Int = 1) -> Double {
        let path = Path(roundedRect: Rect(x: c.x, y: c.y, width: c.w, height: c.h), radius: c.r, style: .circular)
        let size = Int(c.x + c.w + 5 * c.sigma) + 2
        let mask = ShadowMask.make(path: path, fillRule: .nonZero, sigma: c.sigma,
                                   clip: IntRect(x: 0, y: 0, width: size, height: size), analytic: analytic)
        var worst = 0.0
        for py in Swift.stride(from: 0, to: size, by: step) {
            for px in Swift.stride(from: 0, to: size, by: step) {
                let exact = exactRoundedRectShadow(x: c.x, y: c.y, w: c.w, h: c.h, r: c.r, sigma: c.sigma, px: px, py: py)
                worst = max(worst, abs(Double(mask.coverage(x: px, y: py)) - exact))
            }
        }
        return worst
    }

    @Test(arguments: cases)
    func analyticRoundedRectShadowMatchesTheExactGaussian(_ c: Case) {
        let e = worstError(c, analytic: true)
        #expect(e <= 1.0 / 255, "worst error \(e * 255)/255")
    }

    @Test(arguments: cases)
    func generalMaskBlurMatchesTheExactGaussian(_ c: Case) {
        let e = worstError(c, analytic: false)
        #expect(e <= 1.0 / 255, "worst error \(e * 255)/255")
    }

    @Test(arguments: wideCases)
    func wideBlursMatchTheExactGaussian(_ c: Case) {
        for analytic in [true, false] {
            let e = worstError(c, analytic: analytic, stride: 7)
            #expect(e <= 1.0 / 255, "analytic \(analytic): worst error \(e * 255)/255")
        }
    }

    /// At full opacity the 8-bit shadow is the exact value rounded: off by at most one level.
    @Test func renderedShadowAlphaIsWithinOneLevel() throws {
        let list = DisplayList(width: 64, height: 56, ops: [
            .shadow(shape: ShapeSpec(.roundedRect(Rect(x: 14.3, y: 12.6, width: 30.5, height: 20.2), radius: 8.4, style: .circular)),
                    shadow: DropShadow(color: .black, sigma: 3, offset: Point(1.5, 2)), fillRule: .nonZero, blend: .sourceOver),
        ])
        let canvas = try Renderer().render(list)
        var worst = 0.0
        for py in 0..<56 {
            for px in 0..<64 {
                let exact = exactRoundedRectShadow(x: 15.8, y: 14.6, w: 30.5, h: 20.2, r: 8.4, sigma: 3, px: px, py: py)
                worst = max(worst, abs(Double(canvas[px, py].a) - exact * 255))
            }
        }
        #expect(worst <= 1.0)
    }

    /// Faint shadows blur on coarser cells (their coverage error is scaled by their alpha):
    /// a 5 % path shadow of σ 12 (a row's subtle shadow at 3x) stays within one 8-bit level
    /// of the exact value, like a full-strength one.
    @Test(arguments: [0.05, 0.33, 1.0])
    func faintShadowsStayWithinOneLevel(alpha: Double) throws {
        let sigma = 12.0
        let (x, y, w, h, r) = (30.4, 28.7, 70.2, 26.5, 9.3)
        var path = Path(roundedRect: Rect(x: x, y: y, width: w, height: h), radius: r, style: .circular)
        path.append(Path())     // a general path: no analytic route
        let list = DisplayList(width: 140, height: 90, ops: [
            .shadow(shape: ShapeSpec(.path(path)), shadow: DropShadow(color: RGBA.black.withAlpha(alpha), sigma: sigma, offset: Point(0, 0)),
                    fillRule: .nonZero, blend: .sourceOver),
        ])
        let canvas = try Renderer().render(list)
        var worst = 0.0
        for py in stride(from: 0, to: 90, by: 3) {
            for px in stride(from: 0, to: 140, by: 3) {
                let exact = exactRoundedRectShadow(x: x, y: y, w: w, h: h, r: r, sigma: sigma, px: px, py: py) * alpha * 255
                worst = max(worst, abs(Double(canvas[px, py].a) - exact))
            }
        }
        #expect(worst <= 1.0, "worst \(worst) levels")
        // The faint shadow really took coarse cells.
        #expect(GaussianKernel(sigma: sigma, tolerance: GaussianKernel.tolerance(forAlpha: 0.05)).pixelsPerCell >= 8)
    }

    @Test func sigmaFollowsTheSwiftUIRadiusConvention() {
        #expect(ShadowConvention.sigma(radius: 2, scale: 3) == 6)
        #expect(ShadowConvention.sigma(radius: 8, scale: 1) == 8)
    }

    /// Continuous corners have no closed form here: the analytic route must agree with the
    /// general blur of the rasterized shape.
    @Test func continuousCornersAgreeWithTheGeneralBlur() {
        let path = Path(roundedRect: Rect(x: 12.3, y: 10.6, width: 48, height: 32), radius: 9, style: .continuous)
        let clip = IntRect(x: 0, y: 0, width: 80, height: 60)
        let a = ShadowMask.make(path: path, fillRule: .nonZero, sigma: 4, clip: clip, analytic: true)
        let b = ShadowMask.make(path: path, fillRule: .nonZero, sigma: 4, clip: clip, analytic: false)
        var worst: Float = 0
        for y in 0..<60 { for x in 0..<80 { worst = max(worst, abs(a.coverage(x: x, y: y) - b.coverage(x: x, y: y))) } }
        #expect(worst <= 1.0 / 255)
    }
}
