import Testing
import RowTestSupport
import Dispatch
import Synchronization
import RowRaster
@testable import RowScene

/// A key of the test's own, as an app declares one.
private struct AccentKey: EnvironmentKey { static let defaultValue = RowScene.Color.blue }
extension EnvironmentValues {
    fileprivate var accent: RowScene.Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct Swatch: View {
    @Environment(\.accent) var accent
    @Environment(\.colorScheme) var scheme
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(accent).frame(width: 10, height: 10)
            Rectangle().fill(scheme == .dark ? RowScene.Color.white : RowScene.Color.black).frame(width: 10, height: 10)
            GeometryReader { g in Rectangle().fill(scheme == .dark ? RowScene.Color.green : RowScene.Color.red).frame(width: g.size.width) }
                .frame(width: 10, height: 10)
        }
    }
}

@MainActor @Suite struct EnvironmentKeyTests {
    func colors(_ list: DisplayList) -> [RowRaster.RGBA] {
        list.ops.compactMap { if case let .fill(_, .solid(c), _, _) = $0 { return c } else { return nil } }
    }

    @Test func userKeysReadTheirDefaultOrTheValueSet() throws {
        let plain = try TestSupport.renderer.displayList(Swatch())
        #expect(colors(plain)[0] == RowScene.Color.blue.resolve(.light).quantized)
        let set = try TestSupport.renderer.displayList(Swatch().environment(\.accent, .orange))
        #expect(colors(set)[0] == RowScene.Color.orange.resolve(.light).quantized)
    }

    /// Views are evaluated on the main actor; their display lists, light and dark, rasterize
    /// on two threads at once, each matching the serial render (run under ThreadSanitizer too).
    @Test func displayListsRasterizeOnTwoThreadsAtOnce() throws {
        let view = Swatch()
        var light = EnvironmentValues(), dark = EnvironmentValues()
        dark.colorScheme = .dark
        let expected = [try TestSupport.renderer.render(view, environment: light), try TestSupport.renderer.render(view, environment: dark)]
        let lists = [try TestSupport.renderer.displayList(view, environment: light), try TestSupport.renderer.displayList(view, environment: dark)]
        let mismatches = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let renderer = SceneRenderer(fonts: TestSupport.renderer.fonts)
            for _ in 0..<40 {
                guard let canvas = try? renderer.render(lists[i]), canvas == expected[i] else {
                    mismatches.wrappingAdd(1, ordering: .relaxed); continue
                }
            }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
        #expect(expected[0] != expected[1])
    }
}
