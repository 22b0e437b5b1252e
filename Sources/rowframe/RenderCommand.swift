import ArgumentParser
import Foundation
import RowFiles
import RowPNG
import RowRaster
import RowText
import RowDesign
import RowScene

/// `rowframe render SCENE.json --out FILE.png` (a scene or a display list).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene JSON (rows or a screen of the design system) or a display-list JSON to PNG.",
        discussion: """
        Examples: rowframe render examples/scene-rows.json --appearance both --out rows.png   (writes rows.light.png, rows.dark.png)
                  rowframe render examples/peer-card.json --out card.png                      (a display list)
        """)

    @Argument(help: "A scene JSON or display-list JSON file (see README).")
    var input: String

    @Option(help: "Scenes: light, dark or both (overrides the file's \"appearance\").")
    var appearance: String?

    @Option(help: "Scenes: the frame time in seconds (overrides the file's \"time\").")
    var time: Double?

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var out: String

    @Option(help: "zlib compression level, 0 (fastest) … 9 (smallest).")
    var compression: Int = 6

    @Option(help: "Display scale, 1, 2 or 3 (scenes render at it; display lists record it in pHYs). Default: the scene's, or 3.")
    var scale: Double?

    @Option(name: .customLong("font"), help: ArgumentHelp("An extra font file (repeatable), e.g. your licensed SF Pro.", valueName: "file"))
    var fonts: [String] = []

    @Option(help: "Also write the list as resolved JSON (text ops shaped into glyph runs).")
    var json: String?

    func run() throws {
        try CLI.guarded { _ in
            let data = try Data(AtomicFile.read(path: input))
            if CLI.isScene(data) {
                var doc: SceneDocument
                do { doc = try SceneDocument.parse(data) } catch { throw CLIError("\(input): \(error)") }
                if let appearance { doc.appearance = appearance }
                if let time { doc.time = time }
                if let scale { doc.scale = scale }
                let scene = try SceneRenderer(fonts: try FontLibrary(extraFiles: fonts))
                for scheme in doc.schemes {
                    let path = doc.schemes.count > 1 ? CLI.path(out, inserting: scheme.rawValue) : out
                    let canvas = try scene.render(try doc.view(at: doc.time), width: doc.width, height: doc.height,
                                                  environment: doc.environment(scheme, time: doc.time), background: doc.background)
                    try PNG.write(canvas, to: path, level: compression, scale: doc.scale)
                    say("wrote \(path) (\(canvas.width)×\(canvas.height))")
                }
                return
            }
            let list = try CLI.loadDisplayList(input, fonts: fonts)
            let canvas = try Renderer().render(list)
            try PNG.write(canvas, to: out, level: compression, scale: scale ?? 3)
            say("wrote \(out) (\(canvas.width)×\(canvas.height))")
            if let json {
                try AtomicFile.write([UInt8](list.encodeJSON()), to: json)
                say("wrote \(json)")
            }
        }
    }

    @Flag(help: "Print nothing but errors (for CI).")
    var quiet = false

    func say(_ line: String) { if !quiet { print(line) } }

    func validate() throws {
        guard (0...9).contains(compression) else { throw ValidationError("--compression must be 0…9") }
        if let scale { guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") } }
        if let appearance { guard ["light", "dark", "both"].contains(appearance) else { throw ValidationError("--appearance must be light, dark or both") } }
        if let time { guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a finite time ≥ 0") } }
    }
}

/// Shared CLI plumbing: input loading and turning errors into exit code 2.
