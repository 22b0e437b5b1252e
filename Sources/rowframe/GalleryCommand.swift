import ArgumentParser
import Foundation
import RowExport
import RowScene

/// `rowframe gallery`: the whole design system, its motion key frames and contact sheets.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every component, screen and state (light and dark), key animation frames, contact sheets and a contrast report.",
        discussion: "Example: rowframe gallery            (writes ./rowframe-out)\n         rowframe gallery --out /tmp/g --quiet")

    @Option(name: .shortAndLong, help: "Output folder.")
    var out: String = "rowframe-out"
    @Flag(help: "Print only the summary.")
    var quiet = false

    func run() throws {
        try CLI.guarded { _ in
            let start = Date()
            let renderer = try SceneRenderer()
            let tty = isatty(1) == 1
            var count = 0
            let written = try GalleryExport(directory: out, renderer: renderer).run { path in
                count += 1
                if quiet { return }
                if tty { FileHandle.standardOutput.write(Data("\u{1B}[2K\r[\(count)] \(path)".utf8)) } else { print("wrote \(path)") }
            }
            if tty && !quiet { print("") }
            let sheets = written.filter { $0.contains("/sheets/") }
            print("wrote \(written.count) files to \(out)/ in \(String(format: "%.1f", Date().timeIntervalSince(start))) s; contact sheets: \(sheets.joined(separator: ", "))")
        }
    }
}
