import ArgumentParser
import Foundation
import RowDesign
import RowExport
import RowFiles
import RowPNG
import RowScene
import RowSnapshot

/// `rowframe sheet`: a contact sheet of a folder of PNGs, or of a scene at several times.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Lay out a labelled grid of renders as one PNG: a folder of PNGs, or a scene × appearances × times.",
        discussion: """
        Examples: rowframe sheet Snapshots/RowDesign --out design.png
                  rowframe sheet --scene press --times 0,0.1,0.15,0.2,0.4 --out press-sheet.png
        """)

    @Argument(help: "A folder of PNGs (light/dark variants of a name sit side by side).")
    var folder: String?
    @Option(help: "A built-in scene or a scene JSON file, rendered at --times in light and dark.")
    var scene: String?
    @Option(help: "Comma-separated times in seconds (with --scene).")
    var times: String = "0"
    @Option(name: .shortAndLong, help: "The PNG to write.")
    var out: String
    @Option(help: "Title at the top of the sheet.")
    var title: String?
    @Option(help: "Cells per row.")
    var columns: Int = 4

    @Flag(help: "Print nothing but errors (for CI).")
    var quiet = false

    func say(_ line: String) { if !quiet { print(line) } }

    func validate() throws {
        guard (folder == nil) != (scene == nil) else { throw ValidationError("give a folder or --scene, not both") }
        guard (1...12).contains(columns) else { throw ValidationError("--columns must be 1…12") }
        guard Self.parseTimes(times) != nil else { throw ValidationError("--times expects comma-separated finite times ≥ 0, found \(times)") }
    }

    static func parseTimes(_ s: String) -> [Double]? {
        let v = s.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !v.isEmpty, v.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 }) else { return nil }
        return v.map { $0! }
    }

    func run() throws {
        try CLI.guarded { _ in
            let renderer = try SceneRenderer()
            var cells: [ContactSheet.Cell] = []
            var legend = ""
            if let folder {
                let names: [String]
                do { names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.lowercased().hasSuffix(".png") } }
                catch { throw CLIError("\(folder): cannot list the folder") }
                guard !names.isEmpty else { throw CLIError("\(folder): no PNG files") }
                for name in names.sorted(by: { (ImageName(parsing: $0).family, $0) < (ImageName(parsing: $1).family, $1) }) {
                    do { cells.append(ContactSheet.Cell(label: name, image: try PNG.read(path: folder + "/" + name).canvas)) }
                    catch { throw CLIError("\(folder)/\(name): \(error)") }
                }
                legend = "\(cells.count) images from \(folder)"
            } else if let scene {
                let motion: MotionScene
                if scene.hasSuffix(".json") {
                    do { motion = try SceneDocument.parse(Data(AtomicFile.read(path: scene))).motionScene(named: scene) } catch { throw CLIError("\(scene): \(error)") }
                } else {
                    motion = try MotionScenes.named(scene)
                }
                for t in Self.parseTimes(times)! {
                    for scheme in ColorScheme.allCases {
                        var env = EnvironmentValues()
                        env.colorScheme = scheme; env.time = t; env.displayScale = 3
                        let canvas = try renderer.render(try motion.view(at: t, mode: .full), width: motion.width, environment: env,
                                                         background: .systemGroupedBackground)
                        cells.append(ContactSheet.Cell(label: "\(scene) · \(scheme.rawValue) · t = \(t) s", image: canvas))
                    }
                }
                legend = "\(scene) at \(times) s · light and dark · @3x"
            }
            let sheet = ContactSheet(title: title ?? (folder ?? scene ?? "Contact sheet"), legend: legend, cells: cells, columns: columns)
            try PNG.write(try sheet.render(with: renderer), to: out, scale: 2)
            say("wrote \(out) (\(cells.count) cells)")
        }
    }
}
