import Foundation
import Testing
import RowTestSupport
import RowRaster
@testable import RowScene

/// Preferences as SwiftUI passes them: set as layout places views (so from geometry too),
/// combined by the key's `reduce` in view order, read by `onPreferenceChange` after the update
/// (whose state changes then update the view in the same frame) and by
/// `overlayPreferenceValue` / `backgroundPreferenceValue` as they are placed.
@MainActor @Suite struct PreferenceTests {
    let renderer = TestSupport.renderer

    struct HeightKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct NamesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    /// The measuring pattern of real rows: a GeometryReader in a background reports its height,
    /// `onPreferenceChange` stores it in state, and a frame takes it — settled in the first frame.
    struct MeasuredCard: View {
        @State var height: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                VStack(spacing: 0) { Color.red.frame(height: 30); Color.blue.frame(height: 24) }
                    .background(GeometryReader { geo in Color.clear.preference(key: HeightKey.self, value: geo.size.height) })
                    .onPreferenceChange(HeightKey.self) { height = $0 }
                Color.green.frame(width: 10, height: height).layoutTag("mirror")
            }
        }
    }

    @Test func aHeightReportedAsAPreferenceSettlesInTheFirstFrame() throws {
        for t in [0.0, 0.5] {
            let layout = try renderer.layout(RenderRequest(MeasuredCard(), width: 100).at(time: t))
            #expect(layout.frames["mirror"]?.height == 54, "at \(t) s")
            #expect(layout.size.height == 108)
        }
    }

    /// What the action was called with, in order.
    final class Calls { var values: [[String]] = [] }

    struct Names: View {
        let calls: Calls
        var body: some View {
            VStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                HStack {
                    Text("b").preference(key: NamesKey.self, value: ["b"])
                    Text("c").preference(key: NamesKey.self, value: ["c"])
                }
                // The outer preference replaces what the views inside set.
                Text("d").preference(key: NamesKey.self, value: ["inner"]).preference(key: NamesKey.self, value: ["d"])
                Text("e").transformPreference(NamesKey.self) { $0.append("e") }
                Text("f")
            }
            .onPreferenceChange(NamesKey.self) { calls.values.append($0) }
        }
    }

    @Test func siblingsCombineByReduceInViewOrder() throws {
        let calls = Calls()
        _ = try renderer.layout(RenderRequest(Names(calls: calls), width: 200).at(time: 0))
        #expect(calls.values == [["a", "b", "c", "d", "e"]])
        // A later frame on the same graph: the value is unchanged, so the action is not called.
        let player = FramePlayer(renderer: renderer)
        _ = try player.layout(RenderRequest(Names(calls: calls), width: 200).at(time: 0))
        _ = try player.layout(RenderRequest(Names(calls: calls), width: 200).at(time: 1))
        #expect(calls.values.count == 2)
    }

    /// A value equal to the key's default is no change: the action is not called.
    @Test func theDefaultValueIsNoChange() throws {
        let calls = Calls()
        let view = Text("x").onPreferenceChange(NamesKey.self) { calls.values.append($0) }
        _ = try renderer.layout(RenderRequest(view, width: 100).at(time: 0))
        #expect(calls.values.isEmpty)
    }

    struct TabBoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// The selected-tab underline: the selected tab's bounds as an anchor, read in the overlay's
    /// own space by a GeometryReader.
    struct Tabs: View {
        let selected: Int
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    Color.gray.frame(width: 40 + Double(i) * 10, height: 20)
                        .anchorPreference(key: TabBoundsKey.self, value: .bounds) { i == selected ? $0 : nil }
                }
            }
            .overlayPreferenceValue(TabBoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let r = proxy[anchor]
                        Color.black.frame(width: r.width, height: 2).layoutTag("underline").position(x: r.midX, y: r.maxY + 1)
                    }
                }
            }
            .padding(10)
        }
    }

    @Test func anOverlayReadsAnAnchorInItsOwnSpace() throws {
        // Tabs 40, 50 and 60 pt wide from x = 10; the second one's bounds are x 50…100, y 10…30.
        let frames = try renderer.layout(RenderRequest(Tabs(selected: 1))).frames
        #expect(frames["underline"] == Rect(x: 50, y: 30, width: 50, height: 2))
        let last = try renderer.layout(RenderRequest(Tabs(selected: 2))).frames
        #expect(last["underline"] == Rect(x: 100, y: 30, width: 60, height: 2))
    }

    /// A background made from the content's value is drawn under the content.
    @Test func aPreferenceBackgroundDrawsUnderTheContent() throws {
        let view = Color.red.frame(width: 20, height: 20)
            .preference(key: HeightKey.self, value: 20)
            .padding(10)
            .backgroundPreferenceValue(HeightKey.self) { h in Color.blue.frame(width: 40, height: h * 2) }
        let canvas = try renderer.render(view, environment: {
            var env = EnvironmentValues(); env.displayScale = 1; return env
        }())
        #expect(canvas.width == 40 && canvas.height == 40)
        #expect(canvas[20, 20] == Pixel(r: 255, g: 59, b: 48, a: 255), "the content on top")
        #expect(canvas[2, 2].b > 200 && canvas[2, 2].r < 50, "the background around it")
    }

    /// The GeometryReader-in-overlay pattern keeps working when the value changes with state:
    /// a later change of the content's height reaches the action again.
    struct Growing: View {
        @State var lines = 1
        @State var height: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: Double(lines) * 20)
                    .background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
                    .onPreferenceChange(HeightKey.self) { height = $0 }
                    .onAppear { lines = 3 }
                Color.green.frame(width: 10, height: height).layoutTag("mirror")
            }
        }
    }

    @Test func aChangedPreferenceReachesTheActionAgain() throws {
        let layout = try renderer.layout(RenderRequest(Growing(), width: 100).at(time: 0))
        #expect(layout.frames["mirror"]?.height == 60)
    }
}
