import ArgumentParser
import Foundation
import RowPNG
import RowRaster
import RowText

/// `rowframe render LIST.json --out FILE.png`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a display-list JSON file to a PNG.",
        discussion: "Example: rowframe render examples/peer-card.json --out card.png")

    @Argument(help: "A display-list JSON file (see README).")
    var input: String

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var out: String

    @Option(help: "zlib compression level, 0 (fastest) … 9 (smallest).")
    var compression: Int = 6

    @Option(help: "Display scale recorded in the PNG's pHYs chunk (1, 2 or 3).")
    var scale: Double = 3

    @Option(name: .customLong("font"), help: ArgumentHelp("An extra font file (repeatable), e.g. your licensed SF Pro.", valueName: "file"))
    var fonts: [String] = []

    @Option(help: "Also write the list as resolved JSON (text ops shaped into glyph runs).")
    var json: String?

    func run() throws {
        try CLI.guarded {
            let list = try CLI.loadDisplayList(input, fonts: fonts)
            let canvas = try Renderer().render(list)
            try PNG.write(canvas, to: out, level: compression, scale: scale)
            print("wrote \(out) (\(canvas.width)×\(canvas.height))")
            if let json {
                try AtomicFile.write([UInt8](list.encodeJSON()), to: json)
                print("wrote \(json)")
            }
        }
    }

    func validate() throws {
        guard (0...9).contains(compression) else { throw ValidationError("--compression must be 0…9") }
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }
}

/// Shared CLI plumbing: input loading and turning errors into exit code 2.
enum CLI {
    static func loadDisplayList(_ path: String, fonts: [String] = []) throws -> DisplayList {
        let data = try Data(AtomicFile.read(path: path))
        let library = try FontLibrary(extraFiles: fonts)
        do {
            return try DisplayList.decode(json: data, glyphs: library)
        } catch let e as DisplayListError {
            throw CLIError("\(path): \(e)")
        }
    }

    /// Runs `body`; any error prints "error: …" to stderr and exits with code 2.
    static func guarded(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as ExitCode {
            throw e
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
