import Foundation
import PreviewSection
import RowExport
import RowFiles
import RowPNG
import RowRaster
import RowScene
import RowText
import RowJSON

/// The `#Preview`s linked into this program, and the contact sheet that shows them light and
/// dark — Xcode's canvas, as a picture. `rowframe previews` builds a small program that links
/// a package's library with this one and calls `RowPreviews.main`.
public enum RowPreviews {
    /// Every `#Preview` linked into this program, ordered by file and line.
    public static func all() -> [PreviewEntry] {
        guard let start = rowframe_previews_start(), let stop = rowframe_previews_stop(), stop > start else { return [] }
        let stride = MemoryLayout<PreviewRecord>.stride
        let collector = PreviewRecordCollector()
        let opaque = Unmanaged.passUnretained(collector).toOpaque()
        for i in 0..<(stop - start) / stride {
            start.load(fromByteOffset: i * stride, as: PreviewRecord.self)(opaque)
        }
        return collector.entries.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// A preview in an appearance: across 390 pt (an iPhone), at the size that fits it, or in a
    /// container of its fixed size (the view centred in it, as Xcode shows it), on the system
    /// background.
    @MainActor public static func request(_ entry: PreviewEntry, scheme: ColorScheme, scale: Double = 3,
                                          script: InteractionScript = InteractionScript()) -> RenderRequest {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = scale
        let background = Color(.systemBackground)
        return switch entry.layout {
        case .device:
            RenderRequest(entry.make(), width: 390, height: nil, environment: env, background: background, script: script)
        case .sizeThatFits:
            RenderRequest(entry.make(), width: nil, height: nil, environment: env, background: background, script: script)
        case let .fixed(w, h):
            RenderRequest(entry.make().frame(width: w, height: h), width: w, height: h, environment: env,
                          background: background, script: script)
        }
    }

    /// Renders `entries` light and dark (one row of the sheet each) and writes the sheet to
    /// `path` as a PNG. A preview that fails to render fails the whole sheet, naming it.
    @MainActor public static func writeContactSheet(_ entries: [PreviewEntry], to path: String, title: String,
                                                    fonts: FontLibrary, jobs: Int = 2, cancellation: Cancellation? = nil) throws {
        guard !entries.isEmpty else { throw PreviewError("no #Preview is linked into this program") }
        let requests = entries.flatMap { entry in ColorScheme.allCases.map { (entry, $0) } }
        let renderer = SceneRenderer(fonts: fonts)
        let first = try render(requests[0], renderer)
        try ContactSheet.check(count: requests.count, aspect: Double(first.height) / Double(max(1, first.width)), columns: 2)
        var cells: [ContactSheet.Cell] = []
        for (i, (entry, scheme)) in requests.enumerated() {
            try cancellation?.check()
            let canvas = i == 0 ? first : try render((entry, scheme), renderer)
            cells.append(try ContactSheet.Cell(label: "\(entry.title) · \(scheme.rawValue)", image: canvas))
        }
        let sheet = ContactSheet(title: title, legend: "\(entries.count) previews · light and dark · @3x", cells: cells, columns: 2)
        let picture = try renderer.render(sheet.request(scale: 2))
        try cancellation?.check()
        try PNG.write(picture, to: path, scale: 2)
    }

    @MainActor private static func render(_ item: (PreviewEntry, ColorScheme), _ renderer: SceneRenderer) throws -> Canvas {
        do { return try renderer.render(request(item.0, scheme: item.1)) }
        catch { throw PreviewError("\(item.0.fileID):\(item.0.line) \(item.0.title): \(error)") }
    }

    /// The preview program's command line: `[--out FILE] [--title TEXT] [--filter TEXT] [--list]`
    /// for the contact sheet, or `--frames DIR` and/or `--apng FILE` (with `--touches FILE`,
    /// `--from S`, `--to S`, `--fps N`, `--appearance light|dark`, `--scale N`, `--jobs N`,
    /// `--force`) to export one preview's frames over time (see `FrameOptions`).
    /// Prints one line per problem and returns the exit code (0, or 2 for bad input or a
    /// preview that cannot be rendered).
    /// `say` takes each line for standard error (warnings, the error, the interrupt).
    @MainActor public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                                       say: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
        // Interrupted, it stops where it can leave nothing partial and exits with 128 + the signal.
        let interrupts = InterruptWatch()
        defer { interrupts.stop() }
        do {
            var out = "previews.png", title = "Previews", filter: String?, list = false
            var frames = FrameOptions()
            var args = arguments[...]
            while let arg = args.popFirst() {
                switch arg {
                case "--out": out = try value(&args, arg)
                case "--title": title = try value(&args, arg)
                case "--filter": filter = try value(&args, arg)
                case "--list": list = true
                default: if try !frames.parse(arg, &args) {
                    throw PreviewError("unknown argument \(arg) (expected --out FILE, --title TEXT, --filter TEXT, --list, or --frames DIR / --apng FILE with "
                                       + "--touches FILE, --from S, --to S, --fps N, --appearance light|dark, --scale N, --jobs N, --force)")
                }
                }
            }
            var entries = all()
            if let filter { entries = entries.filter { $0.title.localizedCaseInsensitiveContains(filter) || $0.fileID.localizedCaseInsensitiveContains(filter) } }
            if list {
                for e in entries { print("\(e.fileID):\(e.line)\t\(e.title)") }
                return 0
            }
            if frames.isRequested {
                guard entries.count == 1 else {
                    let names = entries.map { TerminalText.quoted($0.title) }.joined(separator: ", ")
                    throw PreviewError("--frames and --apng export one preview; \(entries.count) match\(filter.map { " --filter \(TerminalText.quoted($0))" } ?? "")"
                                       + (entries.isEmpty ? "" : ": \(names)"))
                }
                let (count, warnings) = try frames.export(entries[0], fonts: try FontLibrary.standard(), cancellation: interrupts.cancellation)
                if let dir = frames.folder { print("wrote \(count) frames to \(dir)/") }
                if let apng = frames.apng { print("wrote \(apng) (\(count) frames)") }
                for w in warnings { say(TerminalText.line("warning: \(entries[0].title): \(w)")) }
                return 0
            }
            try writeContactSheet(entries, to: out, title: title, fonts: try FontLibrary.standard(), cancellation: interrupts.cancellation)
            print("wrote \(out) (\(entries.count) previews, light and dark)")
            return 0
        } catch {
            if let sig = interrupts.signal {
                say(InterruptWatch.message(placed: interrupts.placed))
                return 128 + sig
            }
            say(TerminalText.line("error: \(error)"))
            return 2
        }
    }

    static func value(_ args: inout ArraySlice<String>, _ flag: String) throws -> String {
        guard let v = args.popFirst() else { throw PreviewError("\(flag) needs a value") }
        return v
    }
}

/// A preview problem, said in one line.
public struct PreviewError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
