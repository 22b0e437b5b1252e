import ArgumentParser
import Foundation
import RowPNG
import RowSnapshot

/// `rowframe report GOLDEN_DIR ACTUAL_DIR --out report.html`
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a static HTML review report of changed snapshots (2-up, slide, blend, toggle, diff; light and dark side by side; frame scrubber).",
        discussion: "Example: rowframe report Snapshots/RowDesign actual/ --out report.html")

    @Argument(help: "Folder of golden PNGs.")
    var golden: String
    @Argument(help: "Folder of actual PNGs (matched by name).")
    var actual: String
    @Option(name: .shortAndLong, help: "The HTML file to write (images are inlined).")
    var out: String

    func run() throws {
        try CLI.guarded {
            let report: ReviewReport
            do { report = try ReviewReport(goldenDirectory: golden, actualDirectory: actual) } catch let e as FileDiffError { throw CLIError(e.description) }
            try AtomicFile.write(Array(report.html().utf8), to: out)
            print("wrote \(out): \(report.entries.count) changed, \(report.unchanged) unchanged")
        }
    }
}
