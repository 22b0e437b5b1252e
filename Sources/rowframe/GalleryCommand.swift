import ArgumentParser
import Foundation
import RowDesign
import RowDiff
import RowExport
import RowFiles
import RowPNG
import RowRaster
import RowScene
import RowText
import Synchronization

/// `rowframe gallery`: the whole design system, its motion key frames and contact sheets.
struct GalleryCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every component, screen and state (light and dark), key animation frames, contact sheets and a contrast report.",
        discussion: """
        Images are named by the naming scheme (components/list-row.dark@3x.png, motion/press.light@3x.t100ms.png) and \
        render in parallel, byte-identical to a serial run. The folder appears whole; an interrupt leaves nothing.
        Examples: rowframe gallery            (writes ./rowframe-out)
                  rowframe gallery --out /tmp/g --quiet --shard 2/3
        """)

    @Option(name: .shortAndLong, help: "Output folder (replaces an earlier gallery there).")
    var out: String = "rowframe-out"
    @Flag(help: "Print only the summary.")
    var quiet = false
    @OptionGroup var work: WorkOptions

    func validate() throws {
    }

    /// Key frames per scene: times in seconds.
    static let keyFrames: [(scene: String, times: [Double])] = [
        ("press", [0.1, 0.15, 0.2, 0.4, 0.7]),
        ("shimmer", [0, 0.375, 0.75, 1.125]),
        ("swipe", [0.2, 0.35, 0.6, 1.0]),
        ("counter", [0.1, 0.35, 0.5, 1.2]),
        ("skeleton-to-content", [0.3, 0.5, 0.6, 0.9]),
    ]

    struct Item { let file: String; let label: String; let request: RenderRequest; let isComponent: Bool }

    /// Everything the gallery renders, in a stable order.
    @MainActor static func items() throws -> [Item] {
        var items: [Item] = []
        for entry in DesignGallery.entries {
            for scheme in ColorScheme.allCases {
                items.append(Item(file: "components/" + ImageName(base: entry.name, appearance: scheme.rawValue, scale: 3).description,
                                  label: "\(entry.name) · \(scheme.rawValue)", request: entry.request.with { $0.colorScheme = scheme; $0.displayScale = 3 },
                                  isComponent: true))
            }
        }
        for (name, times) in keyFrames {
            let scene = try MotionScenes.named(name)
            for t in times {
                var env = EnvironmentValues()
                env.time = t; env.displayScale = 3
                items.append(Item(file: "motion/" + ImageName(base: name, appearance: "light", scale: 3, microseconds: ImageName.microseconds(t)).description,
                                  label: "\(name) @ \(t) s", request: scene.frame(env), isComponent: false))
            }
        }
        return items
    }

    @MainActor func runOnMain() throws {
        try CLI.guarded { cancellation in
            try CLI.checkOutputs([out], inputs: [])
            let clock = ContinuousClock(), start = clock.now
            let all = try Self.items()
            let items = work.shard.map { s in all.filter { s.contains($0.file) } } ?? all
            let staged = try StagedFolder(destination: out)
            for sub in ["components", "motion", "sheets"] { try FileTree.createFolder(staged.path + "/" + sub) }
            let fonts = try CLI.fontLibrary()
            let cells = Mutex([ContactSheet.Cell?](repeating: nil, count: items.count))
            let contrast = Mutex([String](repeating: "", count: items.count))
            let done = Atomic<Int>(0)
            let tty = isatty(1) == 1
            let folder = staged.path
            try BatchRender(fonts: fonts, jobs: work.jobs).run(items.map(\.request), cancellation: cancellation) { output in
                let item = items[output.index]
                CLI.printWarnings(output.warnings, source: item.file)
                try PNG.write(output.canvas, to: folder + "/" + item.file, compression: .archival, scale: 3)
                if work.shard == nil {
                    let cell = try ContactSheet.Cell(label: item.label, image: output.canvas)
                    cells.withLock { $0[output.index] = cell }
                    if item.isComponent {
                        let failures = try ContrastReport(list: output.displayList, scale: 3).failures
                        let name = String(item.label.split(separator: " ").first ?? "")
                        let scheme = item.request.environment.colorScheme.rawValue
                        contrast.withLock { $0[output.index] = failures.map { "\(name).\(scheme): \($0)\n" }.joined() }
                    }
                }
                let n = done.wrappingAdd(1, ordering: .relaxed).newValue
                if !quiet {
                    if tty { FileHandle.standardOutput.write(Data("\u{1B}[2K\r[\(n)/\(items.count)] \(item.file)".utf8)) }
                    else { print("wrote \(item.file)") }
                }
            }
            if tty && !quiet { print("") }
            var written = items.count
            if work.shard == nil {
                let sheetCells = cells.withLock { $0 }
                let sheets = [("components", "RowFrame design system", "Every component, screen and state · light and dark · rendered at @3x", true),
                              ("motion", "Motion key frames", "Press, shimmer, swipe, number counter and skeleton transition at chosen times", false)]
                    .map { file, title, legend, isComponent in
                        (file, ContactSheet(title: title, legend: legend, cells: zip(items, sheetCells).filter { $0.0.isComponent == isComponent }.compactMap(\.1),
                                            columns: 4))
                    }
                try BatchRender(fonts: fonts, jobs: work.jobs).run(sheets.map { $0.1.request(scale: 2) }, cancellation: cancellation) { output in
                    try PNG.write(output.canvas, to: folder + "/sheets/" + ImageName(base: sheets[output.index].0, appearance: "light", scale: 2).description,
                                  compression: .archival, scale: 2)
                }
                let report = "WCAG AA contrast of every text run against the pixels behind it (4.5:1 body, 3:1 large)\n" + contrast.withLock { $0.joined() }
                try AtomicFile.write(Array(report.utf8), to: folder + "/contrast.txt")
                written += 3
            }
            try cancellation.check()
            try staged.commit()
            let d = clock.now - start
            let seconds = Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
            print("wrote \(written) files to \(out)/ in \(String(format: "%.1f", seconds)) s" + (work.shard.map { " (shard \($0))" } ?? ""))
        }
    }
}
