import Testing
import RowTestSupport
import RowRaster
@testable import RowScene

/// `rotation3DEffect`: a half turn about y or x flips the drawing exactly; a turn about z is
/// `rotationEffect`; a tilt is drawn as its orthographic projection and says so. And a
/// `UIHostingController` renders its root view in the style it overrides.
@MainActor @Suite struct Rotation3DTests {
    static let red = Pixel(r: 255, g: 0, b: 0, a: 255)
    /// A 40 × 20 pt view, red in its left half (or top half), at 1×.
    func canvas<V: View>(_ view: V) throws -> Canvas {
        try TestSupport.renderer.render(view.frame(width: 40, height: 20), environment: { var e = EnvironmentValues(); e.displayScale = 1; return e }())
    }
    var leftRed: some View { HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color.clear } }
    var topRed: some View { VStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color.clear } }

    @Test func halfTurnsFlip() throws {
        let plain = try canvas(leftRed)
        #expect(plain[5, 10] == Self.red && plain[35, 10].a == 0)
        let flipped = try canvas(leftRed.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
        #expect(flipped[35, 10] == Self.red && flipped[5, 10].a == 0)
        let upsideDown = try canvas(topRed.rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0)))
        #expect(upsideDown[20, 15] == Self.red && upsideDown[20, 5].a == 0)
        let layout = try TestSupport.renderer.layout(RenderRequest(leftRed.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)), width: 40, height: 20))
        #expect(layout.warnings.isEmpty)
    }

    @Test func aTurnAboutZIsARotationEffect() throws {
        let a = try canvas(leftRed.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
        let b = try canvas(leftRed.rotationEffect(.degrees(30)))
        #expect(a == b)
    }

    /// 60° about y: the plane seen edge-on to half its width, centred (orthographic), with a warning.
    @Test func aTiltIsProjectedAndWarns() throws {
        let tilted = try canvas(leftRed.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        // The left half [0, 20) maps to [10, 20): x' = 20 + (x − 20)·cos 60°.
        #expect(tilted[15, 10] == Self.red && tilted[5, 10].a == 0 && tilted[25, 10].a == 0)
        let layout = try TestSupport.renderer.layout(RenderRequest(leftRed.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 40, height: 20))
        #expect(layout.warnings.contains { $0.contains("rotation3DEffect") })
    }

    /// `flipsForRightToLeftLayoutDirection(true)` mirrors the drawing only right to left: the
    /// stack already runs from the right, and the flip puts its first view back on the left.
    @Test func directionalArtworkFlipsRightToLeft() throws {
        func canvas<V: View>(_ view: V, _ direction: LayoutDirection) throws -> Canvas {
            try TestSupport.renderer.render(view.frame(width: 40, height: 20).environment(\.layoutDirection, direction),
                                            environment: { var e = EnvironmentValues(); e.displayScale = 1; return e }())
        }
        #expect(try canvas(leftRed, .rightToLeft)[35, 10] == Self.red)
        #expect(try canvas(leftRed.flipsForRightToLeftLayoutDirection(true), .rightToLeft)[5, 10] == Self.red)
        #expect(try canvas(leftRed.flipsForRightToLeftLayoutDirection(true), .leftToRight)[5, 10] == Self.red)
        #expect(try canvas(leftRed.flipsForRightToLeftLayoutDirection(false), .rightToLeft)[35, 10] == Self.red)
    }

    @Test func aHostingControllerRendersItsRootViewInItsStyle() throws {
        let controller: UIViewController = UIHostingController(rootView: Color(.systemBackground).frame(width: 10, height: 10))
        controller.overrideUserInterfaceStyle = .dark
        let request = try #require(RenderRequest(controller: controller, width: nil))
        #expect(request.environment.colorScheme == .dark)
        let drawn = try TestSupport.renderer.render(request.with { $0.displayScale = 1 })
        #expect(drawn[5, 5] == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(RenderRequest(controller: UIViewController()) == nil)
    }
}
