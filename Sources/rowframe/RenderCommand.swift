import ArgumentParser
import Foundation
import RowDesign
import RowFiles
import RowJSON
import RowPNG
import RowRaster
import RowScene
import RowText

/// `rowframe render INPUT --out FILE.png` (a scene or a display list).
struct RenderCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene JSON (rows or a screen of the design system) or a display-list JSON to PNG.",
        discussion: """
        One image writes --out as given, with or without --time; with --appearance both, each file is \
        named by the naming scheme (rows.png → rows.light@3x.png, rows.dark@3x.png, plus .t250ms with \
        --time). An --out folder gets scheme names from the input's name.
        Examples: rowframe render examples/scene-rows.json --appearance both --out rows.png
                  rowframe render examples/peer-card.json --out card.png --json card.resolved.json
        """)

    @Argument(help: "A scene JSON or display-list JSON file (see README).")
    var input: String
    @Option(help: "Scenes: light, dark or both (overrides the file's \"appearance\").")
    var appearance: String?
    @Option(parsing: .unconditional, help: "Scenes: the frame time in seconds (overrides the file's \"time\").")
    var time: Double?
    @Option(name: .shortAndLong, help: "The PNG file (or folder) to write.")
    var out: String
    @Option(parsing: .unconditional, help: "zlib compression level, 0 (fastest) … 9 (smallest).")
    var compression: Int = 6
    @Option(parsing: .unconditional, help: "Display scale, 1, 2 or 3 (scenes render at it; display lists record it in pHYs). Default: the scene's, or 3.")
    var scale: Double?
    @Option(name: .customLong("font"), help: ArgumentHelp("An extra font file (repeatable), e.g. your licensed SF Pro.", valueName: "file"))
    var fonts: [String] = []
    @Option(help: "Also write the resolved display list as JSON (text shaped into glyph runs), for scenes and display lists.")
    var json: String?
    @Flag(help: "Print nothing but errors (for CI).")
    var quiet = false

    func say(_ line: String) { if !quiet { print(line) } }

    func validate() throws {
        guard (0...9).contains(compression) else { throw ValidationError("--compression must be 0…9") }
        if let scale { guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") } }
        if let appearance { guard ["light", "dark", "both"].contains(appearance) else { throw ValidationError("--appearance must be light, dark or both") } }
        if let time { guard time.isFinite, time >= 0, time <= 3600 else { throw ValidationError("--time must be within 0…3600 s") } }
    }

    @MainActor func runOnMain() throws {
        try CLI.guarded { cancellation in
            let bytes = try AtomicFile.read(path: input, limit: DisplayList.Limits.maxJSONBytes)
            let kind: CLI.InputKind
            do { kind = try CLI.inputKind(bytes) } catch { throw CLIError("\(input): \(error)") }
            let library = try CLI.fontLibrary(fonts)
            let stop: @Sendable () -> Bool = { cancellation.isCancelled }
            // Every output is written beside its place first, and all move in together.
            var outputs: [(file: PreparedFile, line: String)] = []
            switch kind {
            case .scene:
                var scene: SceneFile
                do { scene = try SceneFile.read(bytes) } catch { throw CLIError("\(input): \(error)") }
                if let appearance { scene.appearances = appearance == "both" ? [.light, .dark] : [appearance == "dark" ? .dark : .light] }
                if let time { scene.time = time }
                if let scale { scene.scale = scale }
                let paths = scene.appearances.map { outputPath(for: $0, scale: scene.scale, of: scene.appearances.count) }
                try CLI.checkOutputs(paths + paths.map(jsonPath), inputs: [input] + fonts)
                let renderer = SceneRenderer(fonts: library)
                for ((scheme, request), path) in zip(scene.requests, paths) {
                    try cancellation.check()
                    let layout = try CLI.about(input) { try renderer.layout(request) }
                    CLI.printWarnings(layout.warnings, source: input)
                    let list = layout.displayList
                    let canvas = try CLI.about(input) { try renderer.render(list, stop: stop) }
                    try cancellation.check()
                    outputs.append((try PreparedFile(PNG.encode(canvas, level: compression, scale: scene.scale), for: path),
                                    "wrote \(path) (\(canvas.width)×\(canvas.height), \(scheme.rawValue))"))
                    if let j = jsonPath(path) { outputs.append((try PreparedFile([UInt8](try list.encodeJSON()), for: j), "wrote \(j)")) }
                }
            case .displayList:
                try CLI.checkOutputs([out, json], inputs: [input] + fonts)
                let list: DisplayList
                do { list = try DisplayList.decode(json: Data(bytes), glyphs: library) } catch { throw CLIError("\(input): \(error)") }
                try cancellation.check()
                let canvas = try CLI.about(input) { try Renderer().render(list, stop: stop) }
                try cancellation.check()
                outputs.append((try PreparedFile(PNG.encode(canvas, level: compression, scale: scale ?? 3), for: out),
                                "wrote \(out) (\(canvas.width)×\(canvas.height))"))
                if let json { outputs.append((try PreparedFile([UInt8](list.encodeJSON()), for: json), "wrote \(json)")) }
            }
            try cancellation.check()
            try PreparedFile.place(outputs.map(\.file))
            for o in outputs { say(o.line) }
        }
    }

    /// Where one appearance of a scene goes: --out itself for a single still, else a name by
    /// the naming scheme (in --out when it is a folder).
    func outputPath(for scheme: ColorScheme, scale: Double, of count: Int) -> String {
        let us = time.flatMap(ImageName.microseconds)
        if out.hasSuffix("/") || FileTree.isFolder(out) {
            let stem = ((input as NSString).lastPathComponent as NSString).deletingPathExtension
            return (out.hasSuffix("/") ? out : out + "/") + ImageName(base: stem, appearance: scheme.rawValue, scale: Int(scale), microseconds: us).description
        }
        if count == 1 { return out }         // one image: --out as given, whatever its time
        return ImageName(base: (out as NSString).deletingPathExtension, appearance: scheme.rawValue, scale: Int(scale), microseconds: us).description
    }

    /// The JSON file beside a PNG output, when --json asks for one ("list.json" → "list.dark@3x.json" for several).
    func jsonPath(_ png: String) -> String? {
        guard let json else { return nil }
        if png == out { return json }
        let suffix = String(((png as NSString).lastPathComponent as NSString).deletingPathExtension.drop(while: { $0 != "." }))
        return (json as NSString).deletingPathExtension + suffix + ".json"
    }
}
