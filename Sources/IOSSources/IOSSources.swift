import Foundation

/// Compiles an iOS app's row files on Linux as iOS compiles them, without editing them: the
/// platform conditions of `#if` and `#elseif` lines are decided as on an iPhone (`os(iOS)` and
/// `targetEnvironment(simulator)` hold; `os(macOS)`, `os(watchOS)`, `os(tvOS)`, `os(visionOS)`,
/// `os(Linux)`, `os(Windows)`, `os(Android)` and `targetEnvironment(macCatalyst)` do not), and a
/// `#sourceLocation` line points diagnostics at the original file. `canImport(UIKit)` needs no
/// help: RowFrame has a UIKit module.
public enum IOSSources {
    static let decided: [(condition: String, holds: Bool)] = [
        ("os(iOS)", true), ("targetEnvironment(simulator)", true),
        ("os(macOS)", false), ("os(OSX)", false), ("os(watchOS)", false), ("os(tvOS)", false), ("os(visionOS)", false),
        ("os(xrOS)", false), ("os(Linux)", false), ("os(Windows)", false), ("os(Android)", false), ("os(FreeBSD)", false),
        ("os(WASI)", false), ("targetEnvironment(macCatalyst)", false),
    ]

    /// `source` as iOS compiles it, reported as `path` (line for line: only `#if`/`#elseif`
    /// lines, `import os`, `import os.log` and `import OSLog`, `import Darwin…` (Glibc), `import CoreImage.CIFilterBuiltins`
    /// (CoreImage) and `import CoreGraphics`
    /// (Foundation), `import Foundation` (Combine, Observation and FoundationNetworking come along, as on Apple's systems),
    /// Objective-C attributes, `@NSManaged` properties, `#selector(…)` and `#keyPath(…)` change, and a
    /// `#sourceLocation` line comes first).
    public static func rewrite(_ source: String, path: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in lines.indices {
            let trimmed = lines[i].drop { $0 == " " || $0 == "\t" }
            // Apple's Foundation brings Combine and Observation along (`ObservableObject`,
            // `@Published`, `@Observable` in a file that imports Foundation alone) and holds
            // URLSession and URLResponse; Linux's does none of that (they are in
            // FoundationNetworking), so the line imports all four.
            if lines[i].range(of: #"^\s*import\s+Foundation\s*(//.*)?$"#, options: .regularExpression) != nil {
                lines[i] = lines[i].replacingOccurrences(of: "import Foundation", with: "import Foundation; import Combine; import Observation; import FoundationNetworking")
                continue
            }
            // Darwin is the C library on Apple's systems, Glibc on Linux; CoreGraphics' geometry
            // types (CGFloat, CGPoint, CGRect) are Foundation's on Linux.
            if let range = lines[i].range(of: #"^(\s*(@\w+\s+)*import\s+)(Darwin(\.[\w.]+)?|CoreGraphics)(?![\w.])"#, options: .regularExpression) {
                let head = lines[i][range].replacingOccurrences(of: #"(Darwin(\.[\w.]+)?)$"#, with: "Glibc", options: .regularExpression)
                    .replacingOccurrences(of: #"CoreGraphics$"#, with: "Foundation", options: .regularExpression)
                lines[i] = head + lines[i][range.upperBound...]
                continue
            }
            // Core Image's typed filters are a submodule on Apple's systems (`CoreImage.CIFilterBuiltins`);
            // RowFrame's CoreImage module holds them.
            if let range = lines[i].range(of: #"^(\s*(@\w+\s+)*import\s+)CoreImage\.CIFilterBuiltins(?![\w.])"#, options: .regularExpression) {
                lines[i] = lines[i][range].replacingOccurrences(of: "CoreImage.CIFilterBuiltins", with: "CoreImage") + lines[i][range.upperBound...]
                continue
            }
            // `import os`, its submodules (`os.log`: Apple's C module) and `import OSLog` are RowFrame's
            // `RowLogging`. No module of RowFrame is named `os` or `OSLog`: other packages'
            // `#if canImport(os)` and `#if canImport(OSLog)` would hold.
            if let range = lines[i].range(of: #"^(\s*(@\w+\s+)*import\s+)(os(\.(log|signpost|activity))?|OSLog)(?![\w.])"#, options: .regularExpression) {
                let head = lines[i][range].replacingOccurrences(of: #"(os(\.(log|signpost|activity))?|OSLog)$"#, with: "RowLogging", options: .regularExpression)
                lines[i] = head + lines[i][range.upperBound...]
                continue
            }
            // Objective-C exposure (`@objc`, `@objcMembers`, Interface Builder's attributes) means
            // nothing without the Objective-C runtime, which Linux lacks: the attributes go.
            if lines[i].contains("@objc") || lines[i].contains("@IB") {
                lines[i] = lines[i].replacingOccurrences(of: #"(?<![\w"])@(objcMembers|objc(\([^)]*\))?|IBAction|IBOutlet|IBInspectable|IBDesignable)\s+"#,
                                                         with: "", options: .regularExpression)
            }
            // So does `@NSManaged`: a property so marked is CoreData's `@NSManagedAttribute`, a
            // value the object keeps.
            if lines[i].contains("@NSManaged") {
                lines[i] = lines[i].replacingOccurrences(of: #"(?<![\w"])@NSManaged(?=\s+(public\s+|internal\s+|private\s+|fileprivate\s+|open\s+)*var\s)"#,
                                                         with: "@NSManagedAttribute", options: .regularExpression)
            }
            // `#selector(…)` needs the Objective-C runtime: it is read as UIKit's `Selector("…")`.
            if lines[i].contains("#selector(") { lines[i] = replacingCalls("#selector", in: lines[i]) { "Selector(" + quoted($0) + ")" } }
            // `#keyPath(…)` too: it is the string the compiler would write, the property path
            // without the type that leads it (`#keyPath(Conference.id)` is "id").
            if lines[i].contains("#keyPath(") { lines[i] = replacingCalls("#keyPath", in: lines[i]) { quoted(keyPathString($0)) } }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { continue }
            var line = lines[i]
            for (condition, holds) in decided {
                line = line.replacingOccurrences(of: condition, with: holds ? "true" : "false")
            }
            lines[i] = line
        }
        let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + lines.joined(separator: "\n")
    }

    /// `line` with each `macro(expression)` written as `replacement(expression)` (the
    /// expression's parentheses balanced on the line; one left open is left as it is).
    static func replacingCalls(_ macro: String, in line: String, _ replacement: (String) -> String) -> String {
        var out = "", rest = Substring(line)
        while let start = rest.range(of: macro + "(") {
            out += rest[..<start.lowerBound]
            var depth = 1, end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                if depth > 0 { end = rest.index(after: end) }
            }
            guard depth == 0 else { out += rest[start.lowerBound...]; return out }
            out += replacement(rest[start.upperBound..<end].trimmingCharacters(in: .whitespaces))
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    /// A string literal of `text`.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The key path string `#keyPath(expression)` stands for: its components after the leading
    /// type names (those that start with a capital letter, `Outer.Inner`).
    static func keyPathString(_ expression: String) -> String {
        let parts = expression.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
        let path = parts.drop { $0.first?.isUppercase == true }
        return (path.isEmpty ? parts.suffix(1) : path).joined(separator: ".")
    }

    /// The name a source file's rewritten copy gets: its path under the folder, with `/` as `_`
    /// (so two `Row.swift` in different subfolders stay apart), and `.ios` before `.swift`. The
    /// copy's own name must differ from the original's: the compiler warns, for every file and
    /// every job, when the copy's `#fileID` and the one its `#sourceLocation` line gives coincide.
    public static func outputName(relativePath: String) -> String {
        let flat = relativePath.replacingOccurrences(of: "/", with: "_")
        return flat.hasSuffix(".swift") ? String(flat.dropLast(6)) + ".ios.swift" : flat + ".ios.swift"
    }
}
