import ArgumentParser
import Foundation
import RowDesign
import RowExport
import RowFiles
import RowPNG
import RowScene
import RowText
import Synchronization

/// `rowframe sheet`: a contact sheet of a folder of PNGs, or of a scene at several times.
struct SheetCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Lay out a labelled grid of renders as one PNG: a folder of PNGs, or a scene × appearances × times.",
        discussion: """
        The sheet's size is checked before anything is rendered (at most \(ContactSheet.maxCells) cells, and within the canvas limits).
        Examples: rowframe sheet Snapshots/RowDesign --out design.png
                  rowframe sheet --scene press --times 0,0.1,0.15,0.2,0.4 --out press-sheet.png
        """)

    @Argument(help: "A folder of PNGs (searched recursively; light/dark variants of a name sit side by side).")
    var folder: String?
    @Option(help: "A built-in scene or a scene JSON file, rendered at --times in light and dark.")
    var scene: String?
    @Option(help: "Comma-separated times in seconds (with --scene).")
    var times: String = "0"
    @Option(name: .shortAndLong, help: "The PNG to write.")
    var out: String
    @Option(help: "Title at the top of the sheet.")
    var title: String?
    @Option(parsing: .unconditional, help: "Cells per row.")
    var columns: Int = 4
    @Option(parsing: .unconditional, help: "Cells rendered at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Flag(help: "Print nothing but errors (for CI).")
    var quiet = false

    func say(_ line: String) { if !quiet { print(line) } }

    func validate() throws {
        guard (folder == nil) != (scene == nil) else { throw ValidationError("give a folder or --scene, not both") }
        guard (1...12).contains(columns) else { throw ValidationError("--columns must be 1…12") }
        guard let t = Self.parseTimes(times) else { throw ValidationError("--times expects comma-separated times within 0…3600, found \(times)") }
        guard t.count * 2 <= ContactSheet.maxCells else { throw ValidationError("--times gives \(t.count * 2) cells, over the limit of \(ContactSheet.maxCells)") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1…64") }
    }

    static func parseTimes(_ s: String) -> [Double]? {
        let v = s.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !v.isEmpty, v.count <= 100_000, v.allSatisfy({ $0 != nil && $0!.isFinite && (0...3600).contains($0!) }) else { return nil }
        return v.map { $0! }
    }

    @MainActor func runOnMain() throws {
        try CLI.guarded { cancellation in
            try CLI.checkOutputs([out], inputs: [folder, scene].compactMap { $0 })
            let fonts = try CLI.fontLibrary()
            var cells: [ContactSheet.Cell] = []
            var legend = ""
            if let folder {
                let names = try FileTree.files(under: folder, suffix: ".png")
                    .sorted { (ImageName(parsing: $0).family, $0) < (ImageName(parsing: $1).family, $1) }
                guard !names.isEmpty else { throw CLIError("\(folder): no PNG files") }
                let first = try PNG.read(path: folder + "/" + names[0]).canvas
                try ContactSheet.check(count: names.count, aspect: Double(first.height) / Double(first.width), columns: columns)
                for name in names {
                    try cancellation.check()
                    do { cells.append(try ContactSheet.Cell(label: name, image: try PNG.read(path: folder + "/" + name).canvas)) }
                    catch { throw CLIError("\(folder)/\(name): \(error)") }
                }
                legend = "\(cells.count) images from \(folder)"
            } else if let scene {
                let source: any FrameSource
                if scene.hasSuffix(".json") {
                    do { source = try SceneFile.read(try AtomicFile.read(path: scene, limit: SceneFile.maxBytes)) } catch { throw CLIError("\(scene): \(error)") }
                } else {
                    source = try MotionScenes.named(scene)
                }
                let requests = Self.parseTimes(times)!.flatMap { t in ColorScheme.allCases.map { scheme in
                    var env = EnvironmentValues()
                    env.colorScheme = scheme; env.time = t; env.displayScale = 3
                    return (label: "\(scene) · \(scheme.rawValue) · t = \(t) s", request: source.frame(env))
                } }
                // The first cell gives the aspect; the sheet's size is checked before the rest render.
                let first = try SceneRenderer(fonts: fonts).render(requests[0].request)
                try ContactSheet.check(count: requests.count, aspect: Double(first.height) / Double(first.width), columns: columns)
                let slots = Mutex([ContactSheet.Cell?](repeating: nil, count: requests.count))
                try BatchRender(fonts: fonts, jobs: jobs).run(requests.map(\.request), cancellation: cancellation) { output in
                    CLI.printWarnings(output.warnings, source: requests[output.index].label)
                    let cell = try ContactSheet.Cell(label: requests[output.index].label, image: output.canvas)
                    slots.withLock { $0[output.index] = cell }
                }
                cells = slots.withLock { $0.map { $0! } }
                legend = "\(scene) at \(times) s · light and dark · @3x"
            }
            try cancellation.check()
            let sheet = ContactSheet(title: title ?? (folder ?? scene ?? "Contact sheet"), legend: legend, cells: cells, columns: columns)
            try PNG.write(try SceneRenderer(fonts: fonts).render(sheet.request(scale: 2)), to: out, scale: 2)
            say("wrote \(out) (\(cells.count) cells)")
        }
    }
}
