import Testing
import RowTestSupport
import RowRaster
@testable import RowScene

/// `.shadow` goes to each leaf, except that a clipped, grouped or blurred view under it is one
/// picture and casts one shadow: the seed row's `.clipShape(…)….shadow(…)` card casts its
/// outline's shadow, and the text inside casts none.
@MainActor @Suite struct ShadowGroupTests {
    static func shadowOps(_ list: DisplayList) -> Int { list.ops.filter { if case .shadow = $0 { return true }; return false }.count }
    static func layerShadows(_ list: DisplayList) -> [DropShadow] {
        list.ops.flatMap { op -> [DropShadow] in if case let .beginLayer(style) = op { return style.shadows }; return [] }
    }

    static var card: some View {
        Text("Coffee").padding(20)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .scaleEffect(0.5)
            .shadow(color: .black, radius: 4, y: 4)
            .padding(30)
    }

    @Test func clippedCardCastsOneShadowOfItsPicture() throws {
        let list = try TestSupport.renderer.displayList(Self.card, width: 200)
        #expect(Self.shadowOps(list) == 0)      // neither the text nor the background casts its own
        // Radius and offset where the modifier stands: the scale inside does not shrink them.
        let scale = EnvironmentValues().displayScale      // pixels per point
        #expect(Self.layerShadows(list).map(\.sigma) == [4 * scale])
        #expect(Self.layerShadows(list).map(\.offset) == [Point(0, 4 * scale)])

        let canvas = try TestSupport.renderer.render(Self.card, width: 200, background: .white)
        var shaded = 0
        for y in 0..<canvas.height {
            let p: Pixel = canvas[canvas.width / 2, y]
            if p.r < 250, p.r == p.g, p.g == p.b { shaded += 1 }
        }
        #expect(shaded > 0, "the shadow shows outside the card")
    }

    @Test func withoutAGroupEachLeafCastsItsOwn() throws {
        let plain = HStack(spacing: -10) { Circle().fill(Color.red).frame(width: 30, height: 30); Circle().fill(Color.blue).frame(width: 30, height: 30) }
        let each = try TestSupport.renderer.displayList(plain.shadow(radius: 3), width: 100)
        #expect(Self.shadowOps(each) == 2 && Self.layerShadows(each).isEmpty)
        let grouped = try TestSupport.renderer.displayList(plain.compositingGroup().shadow(radius: 3), width: 100)
        #expect(Self.shadowOps(grouped) == 0 && Self.layerShadows(grouped).count == 1)
        // The two circles overlap: one shadow of the pair is lighter there than two stacked.
        #expect(try TestSupport.renderer.render(grouped) != TestSupport.renderer.render(each))
    }

    /// A shadow follows the paint's alpha, as SwiftUI's is cast by what the view renders: a
    /// half-transparent color casts one at half the strength; a gradient whose stops differ in
    /// alpha is drawn in a layer that casts the shadow of what it composites.
    @Test func aShadowFollowsThePaintsAlpha() throws {
        let renderer = TestSupport.renderer
        func shadowAlpha(_ list: DisplayList) -> Double? {
            list.ops.compactMap { op -> Double? in if case let .shadow(_, shadow, _, _) = op { return shadow.color.alpha }; return nil }.first
        }
        let opaque = try renderer.displayList(Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 4), width: 40)
        let half = try renderer.displayList(Color.red.opacity(0.5).frame(width: 20, height: 20).shadow(color: .black, radius: 4), width: 40)
        let a = try #require(shadowAlpha(opaque)), b = try #require(shadowAlpha(half))
        #expect(abs(b - a * 0.5) < 0.01)
        let fading = LinearGradient(colors: [.red, .red.opacity(0)], startPoint: .top, endPoint: .bottom)
        let gradient = try renderer.displayList(Rectangle().fill(fading).frame(width: 20, height: 20).shadow(color: .black, radius: 4), width: 40)
        #expect(Self.shadowOps(gradient) == 0)
        #expect(Self.layerShadows(gradient).count == 1)
    }
}
