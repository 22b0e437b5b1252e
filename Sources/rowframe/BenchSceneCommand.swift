import ArgumentParser
import Foundation
import RowRaster
import RowScene

/// `rowframe bench-scene --rows 100`: times evaluating and laying out a list of rows into a
/// display list, separately from rasterizing it.
struct BenchSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-scene",
        abstract: "Time view evaluation + layout of a list of rows, and its rasterization, separately.",
        discussion: "Prints medians in ms; the last line is evaluation + layout. Example: rowframe bench-scene --rows 100 --runs 50")

    @Option(help: "Rows in the list.")
    var rows: Int = 100

    @Option(help: "How many timed runs of each phase.")
    var runs: Int = 50

    @Option(help: "Display scale (a 100-row list at 3x exceeds the canvas limit; 1 by default).")
    var scale: Double = 1

    func validate() throws {
        guard (1...10_000).contains(rows) else { throw ValidationError("--rows must be 1…10000") }
        guard (1...100_000).contains(runs) else { throw ValidationError("--runs must be 1…100000") }
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    func run() throws {
        try CLI.guarded { _ in
            let scene = try SceneRenderer()
            let list = BenchList(count: rows)
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
            let renderer = Renderer()
            var canvas = try renderer.render(display)
            for _ in 0..<runs {
                let start = clock.now
                try renderer.render(display, into: &canvas)
                rasterTimes.append(ms(clock.now - start))
            }
            print(String(format: "%d rows → %d ops, %d×%d px at %.0fx; rasterize median %.3f ms; evaluate + layout median (last line):",
                         rows, display.ops.count, display.width, display.height, scale, median(rasterTimes)))
            print(String(format: "%.4f", median(layoutTimes)))
        }
    }
}

/// A list of transaction-like rows (icon circle, two lines of text, amount) on cards.
struct BenchList: View {
    let count: Int
    var body: some View {
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
