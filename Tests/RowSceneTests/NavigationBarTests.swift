import Foundation
import Testing
import RowFiles
import RowRaster
import RowTestSupport
@testable import RowScene

/// A navigation stack draws its bar above its root: the title the root's views set (large at
/// the root unless they ask for inline), the toolbar items of the bar's placements, nothing
/// where they hide it.
@MainActor @Suite struct NavigationBarTests {
    struct Screen: View {
        var inline = false
        var body: some View {
            NavigationStack {
                SettingsList()
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .primaryAction) { Button {} label: { Image(systemName: "plus") } }
                    }
            }
        }
    }

    func layout(_ view: some View, width: Double = 390) throws -> SceneRenderer.Layout {
        try TestSupport.renderer.layout(view, width: width, height: 500)
    }

    @Test func theBarTakesItsHeightAboveTheRoot() throws {
        let probe = Color.red.frame(height: 10).layoutTag("content")
        // No title: the 44 pt bar alone.
        let bare = try layout(NavigationStack { probe.frame(maxHeight: .infinity, alignment: .top) })
        #expect(bare.frames["content"]?.y == 44)
        // A title at the root is large: 44 + 52.
        let large = try layout(NavigationStack { probe.frame(maxHeight: .infinity, alignment: .top).navigationTitle("Title") })
        #expect(large.frames["content"]?.y == 96)
        // Inline, asked from inside the root's views: 44.
        let inline = try layout(NavigationStack { VStack { probe.navigationBarTitleDisplayMode(.inline); Spacer() }.navigationTitle("Title") })
        #expect(inline.frames["content"]?.y == 44)
        // Hidden: nothing above the root.
        let hidden = try layout(NavigationStack { probe.frame(maxHeight: .infinity, alignment: .top).toolbar(.hidden, for: .navigationBar) })
        #expect(hidden.frames["content"]?.y == 0)
        // A title outside any stack draws nothing and takes no space.
        let alone = try layout(probe.navigationTitle("Nowhere"))
        #expect(alone.frames["content"]?.y == 0 && alone.size.height == 10)
    }

    @Test func theRootsContentIsCentredBelowTheBar() throws {
        let l = try layout(NavigationStack { Text("Hello").layoutTag("text").navigationTitle("T").navigationBarTitleDisplayMode(.inline) })
        let text = try #require(l.frames["text"])
        #expect(abs((text.y + text.height / 2) - (44 + (500 - 44) / 2)) < 0.5)
        #expect(l.size == Size(width: 390, height: 500))
    }

    @Test func aStackInsideKeepsItsOwnTitle() throws {
        // The inner stack's title does not reach the outer bar, which has none (so is 44 pt).
        let l = try layout(NavigationStack {
            NavigationStack {
                Color.red.frame(height: 10).layoutTag("inner").frame(maxHeight: .infinity, alignment: .top)
                    .navigationTitle("Inner").navigationBarTitleDisplayMode(.inline)
            }
        })
        #expect(l.frames["inner"]?.y == 88)
    }

    /// The rows and columns of dark ink of a title "NNNN" alone in a stack's bar, in points.
    func titleInk(inline: Bool, width: Double = 390) throws -> (top: Double, baseline: Double, left: Double, right: Double) {
        let view = NavigationStack { Color.white.navigationTitle("NNNN").navigationBarTitleDisplayMode(inline ? .inline : .automatic) }
        let c = try TestSupport.renderer.render(RenderRequest(view, width: width, height: 200, background: .white))
        var rows: [Int] = [], cols: [Int] = []
        for y in 0..<c.height { for x in 0..<c.width where Int(c[x, y].r) + Int(c[x, y].g) + Int(c[x, y].b) < 765 - 150 { rows.append(y); cols.append(x) } }
        return (Double(rows.min() ?? 0) / 3, Double((rows.max() ?? 0) + 1) / 3, Double(cols.min() ?? 0) / 3, Double((cols.max() ?? 0) + 1) / 3)
    }

    /// iOS 16–18 simulator references (README, "Navigation bar"): the inline title's baseline
    /// 28.1 pt below the bar's top, centred; the large title's 80.1 pt, its cap height 24 pt
    /// (34 pt bold), at the 16 pt margin (20 pt on a 414 pt wide phone).
    @Test func titlesSitWhereIOSPutsThem() throws {
        let inline = try titleInk(inline: true)
        #expect(abs(inline.baseline - 28.07) < 0.5, "\(inline)")
        #expect(abs((inline.left + inline.right) / 2 - 195) < 0.5, "\(inline)")
        let large = try titleInk(inline: false)
        #expect(abs(large.baseline - 80.1) < 0.5, "\(large)")
        #expect(abs((large.baseline - large.top) - 24.07) < 1, "\(large)")
        #expect(large.left > 16 && large.left < 19, "\(large)")
        let wide = try titleInk(inline: false, width: 414)
        #expect(wide.left > 20 && wide.left < 23, "\(wide)")
    }

    /// A list scrolls under the transparent bar: its grouped background shows behind the bar.
    @Test func aListsBackgroundShowsBehindTheBar() throws {
        let screen = NavigationStack { SettingsList().navigationTitle("T").navigationBarTitleDisplayMode(.inline) }
        let c = try TestSupport.renderer.render(RenderRequest(screen, width: 390, height: 300, background: .white))
        let scale = Double(c.width) / 390
        let barPixel = c[Int(5 * scale), Int(5 * scale)]
        #expect(barPixel == Color(UIColor.systemGroupedBackground).resolve(.light).premultiplied, "\(barPixel)")
        // Without a list, the bar shows what is behind the stack.
        let plain = try TestSupport.renderer.render(RenderRequest(NavigationStack { Text("x") }, width: 390, height: 300, background: .white))
        #expect(plain[Int(5 * scale), Int(5 * scale)] == RGBA(red: 1, green: 1, blue: 1).premultiplied)
    }

    /// The root's background reaches up under the transparent bar, as its safe area ends there.
    @Test func aBackgroundReachesUnderTheBar() throws {
        let screen = NavigationStack { Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.black).navigationTitle("T") }
        let c = try TestSupport.renderer.render(RenderRequest(screen, width: 390, height: 300, background: .white))
        #expect(c[10, 10] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    /// Outside a list, a link's label is tinted as a default button's — unless a foreground
    /// style is set around it.
    @Test func aLinksLabelTakesTheForegroundStyleAroundIt() throws {
        func centre(_ view: some View) throws -> Pixel {
            let c = try TestSupport.renderer.render(RenderRequest(view.frame(width: 20, height: 20), width: 20, height: 20, background: .white))
            return c[c.width / 2, c.height / 2]
        }
        let tinted = try centre(NavigationLink { Text("d") } label: { Rectangle() })
        let white = try centre(NavigationLink { Text("d") } label: { Rectangle() }.foregroundColor(.black))
        #expect(tinted.b > 200 && tinted.r < 50, "\(tinted)")
        #expect(white == Pixel(r: 0, g: 0, b: 0, a: 255), "\(white)")
    }

    @Test func largeAndInlineScreensMatchTheirGoldens() async throws {
        for (name, inline) in [("navigation-large", false), ("navigation-inline", true)] {
            for scheme in [ColorScheme.light, .dark] {
                var env = EnvironmentValues()
                env.colorScheme = scheme
                try await TestSupport.checkGolden(RenderRequest(Screen(inline: inline), width: 390, height: 520, environment: env,
                                                                background: Color(.systemGroupedBackground)),
                                                  suite: "RowScene", ImageName(base: name, appearance: scheme.rawValue, scale: 3))
            }
        }
    }
}

/// A screen's safe area: the root is laid out inside it; backgrounds of colors and views that
/// ignore the safe area reach the screen's edges where they touch the safe area's.
@MainActor @Suite struct SafeAreaTests {
    func screen(_ view: some View) throws -> (SceneRenderer.Layout, Canvas) {
        var env = EnvironmentValues()
        env.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        env.displayScale = 1
        let request = RenderRequest(view, width: 390, height: 844, environment: env, background: .white)
        return (try TestSupport.renderer.layout(request), try TestSupport.renderer.render(request))
    }

    @Test func theRootIsLaidOutInsideTheSafeArea() throws {
        let (layout, _) = try screen(Color.clear.layoutTag("root"))
        #expect(layout.frames["root"] == Rect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(layout.size == Size(width: 390, height: 844))
    }

    @Test func colorBackgroundsAndIgnoringViewsReachTheScreensEdges() throws {
        // A full-screen background color (iOS 15's ShapeStyle background) fills under the bars.
        let (_, filled) = try screen(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.black))
        #expect(filled[5, 5] == Pixel(r: 0, g: 0, b: 0, a: 255) && filled[5, 840] == Pixel(r: 0, g: 0, b: 0, a: 255))
        // ignoresSafeArea on a color in a ZStack.
        let (_, ignoring) = try screen(ZStack { Color.black.ignoresSafeArea(); Text("Hi") })
        #expect(ignoring[5, 5] == Pixel(r: 0, g: 0, b: 0, a: 255))
        // Only the edges asked for, and a view in the middle of the screen does not grow.
        let (_, top) = try screen(Color.black.ignoresSafeArea(edges: .top))
        #expect(top[5, 5] == Pixel(r: 0, g: 0, b: 0, a: 255) && top[5, 840] == Pixel(r: 255, g: 255, b: 255, a: 255))
        let (_, small) = try screen(Color.black.frame(width: 50, height: 50).ignoresSafeArea())
        #expect(small[5, 5] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}

/// Several views at the root of a screen (a body with no container) stand one below the other,
/// as a hosting view lays them out; in an overlay they stay on top of each other.
@MainActor @Suite struct RootListTests {
    struct Two: View {
        var body: some View {
            Color.red.frame(width: 10, height: 10).layoutTag("a")
            Color.blue.frame(width: 10, height: 10).layoutTag("b")
        }
    }
    @Test func rootViewsStackVertically() throws {
        let frames = try TestSupport.renderer.layout(RenderRequest(Two(), width: 100, height: 100)).frames
        let a = try #require(frames["a"]), b = try #require(frames["b"])
        #expect(b.y >= a.y + 10, "\(a) \(b)")
        let inStack = try TestSupport.renderer.layout(RenderRequest(NavigationStack { Two() }, width: 100, height: 200)).frames
        #expect(try #require(inStack["b"]).y >= (try #require(inStack["a"])).y + 10)
        let overlaid = try TestSupport.renderer.layout(RenderRequest(Color.clear.frame(width: 50, height: 50).overlay { Two() }, width: 50, height: 50)).frames
        #expect(overlaid["a"]?.y == overlaid["b"]?.y)
    }
}
