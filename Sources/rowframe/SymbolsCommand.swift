import ArgumentParser
import Foundation
import RowText

/// `rowframe symbols NAME…`: which SF Symbol names RowFrame draws with a glyph of that meaning.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "Say for each SF Symbol name whether RowFrame draws it (from the bundled icon font) or a placeholder box.",
        discussion: """
        Names come from the arguments, or one per line on standard input with --stdin. Each prints as \
        "drawn NAME" or "placeholder NAME"; the exit code is 0 either way (2 for bad input).
        Examples: rowframe symbols checkmark.circle.fill person.crop.circle
                  grep -oh 'systemName: "[^"]*"' -r Sources | cut -d'"' -f2 | sort -u | rowframe symbols --stdin
        """)

    @Argument(help: "SF Symbol names.")
    var names: [String] = []
    @Flag(help: "Read names from standard input, one per line.")
    var stdin = false
    @Flag(help: "List every name the bundled table maps (composed forms such as \"X.circle.fill\" are not listed).")
    var list = false

    func run() throws {
        try CLI.guarded { _ in
            let library = try CLI.fontLibrary()
            if list { for name in library.symbols.names { print(name) }; return }
            var all = names
            if stdin {
                while let line = readLine() { let name = line.trimmingCharacters(in: .whitespaces); if !name.isEmpty { all.append(name) } }
            }
            guard !all.isEmpty else { throw CLIError("no names: give SF Symbol names as arguments, or --stdin") }
            for name in all { print("\(library.symbols.glyphID(name) == nil ? "placeholder" : "drawn") \(name)") }
        }
    }
}
