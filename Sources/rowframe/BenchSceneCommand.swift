import ArgumentParser
import Foundation
import RowRaster
import RowScene

/// `rowframe bench-scene --rows 100`: times evaluating and laying out a list of rows into a
/// display list, separately from rasterizing it.
struct BenchSceneCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-scene",
        abstract: "Time view evaluation + layout of a list of rows, and its rasterization, separately.",
        discussion: "Prints medians in ms; the last line is evaluation + layout. Example: rowframe bench-scene --rows 100 --runs 50")

    @Option(parsing: .unconditional, help: "Rows in the list.")
    var rows: Int = 100

    @Option(parsing: .unconditional, help: "How many timed runs of each phase.")
    var runs: Int = 50

    @Option(parsing: .unconditional, help: "Display scale (a 100-row list at 3x exceeds the canvas limit; 1 by default).")
    var scale: Double = 1

    @Flag(help: "Time evaluation + layout only (for profiling it).")
    var layoutOnly = false

    @Option(help: "Row text: latin (merchant names) or world (names in twelve scripts, emoji sequences, wrapped messages).")
    var text: String = "latin"

    func validate() throws {
        guard (1...10_000).contains(rows) else { throw ValidationError("--rows must be 1…10000") }
        guard (1...100_000).contains(runs) else { throw ValidationError("--runs must be 1…100000") }
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        guard ["latin", "world"].contains(text) else { throw ValidationError("--text must be latin or world") }
    }

    @MainActor func runOnMain() throws {
        try CLI.guarded { _ in
            let scene = try SceneRenderer()
            let list = BenchList(count: rows, world: text == "world")
            var environment = EnvironmentValues()
            environment.displayScale = scale
            let clock = ContinuousClock()
            func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15 }
            func median(_ t: [Double]) -> Double { let s = t.sorted(); return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2 }
            var display = try scene.displayList(list, width: 390, environment: environment)
            var layoutTimes: [Double] = [], rasterTimes: [Double] = []
            for _ in 0..<runs {
                let start = clock.now
                display = try scene.displayList(list, width: 390, environment: environment)
                layoutTimes.append(ms(clock.now - start))
            }
            if layoutOnly {
                print(String(format: "%.4f", median(layoutTimes)))
                return
            }
            // Cold: a fresh rasterizer each time (every glyph mask made); warm: its glyph cache full.
            var coldTimes: [Double] = []
            for _ in 0..<max(1, runs / 5) {
                let start = clock.now
                _ = try Renderer().render(display)
                coldTimes.append(ms(clock.now - start))
            }
            let renderer = Renderer()
            var canvas = try renderer.render(display)
            for _ in 0..<runs {
                let start = clock.now
                try renderer.render(display, into: &canvas)
                rasterTimes.append(ms(clock.now - start))
            }
            let glyphs = display.ops.reduce(0) { n, op in if case let .glyphs(run, _, _) = op { return n + run.glyphs.count }; return n }
            print(String(format: "%d rows (%@ text) → %d ops, %d glyphs, %d×%d px at %.0fx; rasterize median %.3f ms warm, %.3f ms cold (empty glyph cache); evaluate + layout median (last line):",
                         rows, text, display.ops.count, glyphs, display.width, display.height, scale, median(rasterTimes), median(coldTimes)))
            print(String(format: "%.4f", median(layoutTimes)))
        }
    }
}

/// A list of transaction-like rows (icon circle, two lines of text, amount) on cards.
struct BenchList: View {
    let count: Int
    var world = false
    static let names = ["Łukasz Dvořák", "Γιώργος Παπαδόπουλος", "Анна Кузнецова", "Nguyễn Thị Hương", "محمد عبد الله", "נועה כהן",
                        "प्रिया शर्मा", "สมชาย ใจดี", "王小明", "山田 はなこ", "김민준 👍🏽", "Family 👨\u{200D}👩\u{200D}👧 🇵🇹"]
    var body: some View {
        if world { worldBody } else { latinBody }
    }
    /// Names in many scripts over a wrapped two-line message.
    var worldBody: some View {
        VStack(spacing: 8) {
            ForEach(0..<count) { i in
                HStack(alignment: .top, spacing: 12) {
                    Circle().fill(Color.blue).frame(width: 40, height: 40)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(Self.names[i % Self.names.count]).font(.headline).lineLimit(1)
                        Text("Message \(i): are we still on for Friday? I booked the table for 7:30 — see you there 🍝")
                            .font(.subheadline).foregroundColor(.secondary).lineLimit(2)
                    }
                }
                .padding(16)
            }
        }
        .padding(16)
    }
    var latinBody: some View {
        VStack(spacing: 8) {
            ForEach(0..<count) { i in
                HStack(spacing: 16) {
                    Circle().fill(Color.orange.opacity(0.1)).frame(width: 48, height: 48)
                        .overlay(Image(systemName: "cart.fill").font(.system(size: 20, weight: .medium)).foregroundColor(.orange))
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Merchant number \(i)").font(.custom("Helvetica Neue", size: 16).weight(.medium)).lineLimit(1)
                        Text("Groceries · 2:\(10 + i % 50) PM").font(.custom("Helvetica Neue", size: 13)).foregroundColor(.secondary)
                    }
                    Spacer()
                    Text("- $\(i).45").font(.custom("Helvetica Neue", size: 16).weight(.bold))
                }
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
                .shadow(color: Color.black.opacity(0.05), radius: 4, y: 1)
            }
        }
        .padding(16)
    }
}
