import ArgumentParser
import Dispatch
import Foundation
import RowFiles
import RowJSON
import RowRaster
import RowText
import Synchronization

/// What every subcommand shares: one-line errors with exit code 2, interrupts, and inputs.
enum CLI {
    enum InputKind { case scene, displayList }

    /// What a JSON input is: a display list has "ops"; a scene file "rows" or "screen". The
    /// document is parsed once here, so a syntax error is reported as such for both.
    static func inputKind(_ bytes: [UInt8]) throws -> InputKind {
        guard case let .object(o) = try JSONParser.parse(bytes, limits: { var l = JSONLimits(); l.maxBytes = DisplayList.Limits.maxJSONBytes; return l }()) else {
            throw CLIError("expected a JSON object: a scene (with \"rows\" or \"screen\") or a display list (with \"ops\")")
        }
        if o["ops"] != nil || (o["width"] != nil && o["height"] != nil && o["rows"] == nil && o["screen"] == nil) { return .displayList }
        if o["rows"] != nil || o["screen"] != nil { return .scene }
        throw CLIError("neither a scene (it has no \"rows\" or \"screen\") nor a display list (no \"ops\")")
    }

    /// "out.png" → "out.dark.png".
    static func path(_ path: String, inserting tag: String) -> String {
        let ns = path as NSString
        let ext = ns.pathExtension
        return ext.isEmpty ? path + "." + tag : ns.deletingPathExtension + "." + tag + "." + ext
    }

    /// The bundled fonts plus those `ROWFRAME_FONTS` lists and `--font` options add.
    static func fontLibrary(_ extra: [String] = []) throws -> FontLibrary {
        let listed = (ProcessInfo.processInfo.environment[FontLibrary.environmentVariable] ?? "").split(separator: ":").map(String.init)
        do { return try FontLibrary(userFonts: listed.filter { !$0.isEmpty } + extra) } catch { throw CLIError("\(error)") }
    }

    /// Prints what was drawn other than asked, one "warning: …" line each, on standard error.
    static func printWarnings(_ warnings: [String], source: String) {
        for w in warnings { FileHandle.standardError.write(Data((TerminalText.line("warning: \(source): \(w)") + "\n").utf8)) }
    }

    static func loadDisplayList(_ path: String, fonts: [String] = []) throws -> DisplayList {
        let data = try Data(AtomicFile.read(path: path))
        let library = try fontLibrary(fonts)
        do {
            return try DisplayList.decode(json: data, glyphs: library)
        } catch let e as DisplayListError {
            throw CLIError("\(path): \(e)")
        }
    }

    /// Runs `body` with interrupts turned into cancellation: the first SIGINT or SIGTERM asks
    /// the work to stop where it can remove its partial output; it then exits with 128 + the
    /// signal, saying what it wrote (nothing, unless outputs were already in place). Work that
    /// does not stop within `InterruptWatch.grace` is stopped for it, as is any at a second
    /// signal. Work that finished before it could stop has written everything: that is
    /// success. Any other error prints one line, "error: …", and exits with code 2.
    static func guarded(_ body: (Cancellation) throws -> Void) throws {
        let watch = InterruptWatch()
        defer { watch.stop() }
        let cancellation = watch.cancellation
        do {
            try body(cancellation)
        } catch let e as ExitCode {
            throw e
        } catch where cancellation.isCancelled {
            FileHandle.standardError.write(Data((InterruptWatch.message(placed: watch.placed) + "\n").utf8))
            throw ExitCode(128 + (watch.signal ?? SIGINT))
        } catch {
            try reporting { throw error }
        }
    }

    /// Runs `body`; an error is printed as one line and exits with code 2.
    static func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as ExitCode {
            throw e
        } catch {
            FileHandle.standardError.write(Data((TerminalText.line("error: \(error)") + "\n").utf8))
            throw ExitCode(2)
        }
    }

    /// Runs `body`, naming `input` first in an error it throws about the input's content (not
    /// an interrupt, not a file error — those name their own path — and not twice).
    static func about<R>(_ input: String, _ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch let e as ExitCode {
            throw e
        } catch let e as FileError {
            throw e
        } catch RasterError.cancelled {
            throw RasterError.cancelled
        } catch {
            let text = "\(error)"
            throw text.hasPrefix(input + ":") ? error : CLIError("\(input): \(text)")
        }
    }

    /// Refuses outputs that would overwrite an input (exit 2).
    static func checkOutputs(_ outputs: [String?], inputs: [String]) throws {
        try OutputGuard.check(outputs: outputs.compactMap { $0 }, inputs: inputs)
    }
}

/// An error the CLI reports as one line.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// A command that evaluates views: views are main-actor code (as in SwiftUI), and commands
/// run on the main thread (`main.swift`), so its work runs isolated to the main actor.
protocol MainActorCommand: ParsableCommand {
    @MainActor func runOnMain() throws
}

extension MainActorCommand {
    func run() throws {
        nonisolated(unsafe) let command = self   // stays on the main thread: only handed to the main actor we are on
        try MainActor.assumeIsolated { try command.runOnMain() }
    }
}
