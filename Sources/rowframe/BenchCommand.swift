import ArgumentParser
import Foundation
import RowRaster

/// `rowframe bench LIST.json --runs N`: render in-process N times, print the median.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time rendering of a display list (PNG excluded); the last line is the median in ms.",
        discussion: "Example: rowframe bench examples/peer-card.json --runs 200")

    @Argument(help: "A display-list JSON file.")
    var input: String

    @Option(parsing: .unconditional, help: "How many timed renders.")
    var runs: Int = 100

    @Option(parsing: .unconditional, help: "Untimed renders first.")
    var warmup: Int = 5

    @Option(name: .customLong("font"), help: ArgumentHelp("An extra font file (repeatable).", valueName: "file"))
    var fonts: [String] = []

    @Flag(help: "A fresh renderer per timed render: empty glyph-mask cache and scratch buffers.")
    var cold = false

    func validate() throws {
        guard runs >= 1, runs <= 1_000_000 else { throw ValidationError("--runs must be 1…1000000") }
        guard warmup >= 0 else { throw ValidationError("--warmup must not be negative") }
    }

    func run() throws {
        try CLI.guarded { _ in
            let list = try CLI.loadDisplayList(input, fonts: fonts)
            let renderer = Renderer()
            var canvas = try CLI.about(input) { try renderer.render(list) }      // one canvas, reused like a peer's surface
            for _ in 0..<warmup { try renderer.render(list, into: &canvas) }
            var times: [Double] = []
            times.reserveCapacity(runs)
            let clock = ContinuousClock()
            for _ in 0..<runs {
                let fresh = cold ? Renderer() : renderer
                let start = clock.now
                try fresh.render(list, into: &canvas)
                let d = clock.now - start
                times.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
            }
            times.sort()
            let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
            let work = DisplayListWork(list).total
            print(String(format: "%@ %dx%d, %d runs: min %.3f ms, p90 %.3f ms; work %.1f M pixel steps, %.2f ns per step at the median",
                         input, list.width, list.height, runs, times[0], times[min(times.count - 1, Int(Double(times.count) * 0.9))],
                         work / 1e6, median * 1e6 / max(work, 1)))
            print(String(format: "%.4f", median))
        }
    }
}
