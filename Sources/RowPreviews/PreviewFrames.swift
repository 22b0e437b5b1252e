import Foundation
import RowExport
import RowFiles
import RowJSON
import RowMotion
import RowScene
import RowText

/// How the preview program exports one preview over time: where the frames go (a folder of
/// PNGs with `frames.json`, an APNG, or both), the touch script that drives its gestures (a
/// JSON array of `{"kind": "down|move|up|cancel", "time": s, "x": pt, "y": pt}` in the
/// preview's points), the time range and rate, the appearance and the scale.
public struct FrameOptions: Sendable {
    public var folder: String?
    public var apng: String?
    public var touches: String?
    public var from = 0.0
    /// The end (exclusive); by default a second after the last touch.
    public var to: Double?
    public var fps = 60.0
    public var appearance = ColorScheme.light
    public var scale = 3.0
    public var jobs = 2
    /// Replace an existing frames folder.
    public var force = false
    public init() {}

    var isRequested: Bool { folder != nil || apng != nil }

    /// Takes `flag` and its value when it is one of these options (false: not one of them).
    mutating func parse(_ flag: String, _ args: inout ArraySlice<String>) throws -> Bool {
        func text() throws -> String { try RowPreviews.value(&args, flag) }
        func number(_ range: ClosedRange<Double>, whole: Bool = false) throws -> Double {
            let given = try text()
            guard let v = Double(given), range.contains(v), !whole || v == v.rounded() else {
                throw PreviewError("\(flag) must be a\(whole ? " whole" : "") number within \(range.lowerBound)…\(range.upperBound), found \(given)")
            }
            return v
        }
        switch flag {
        case "--frames": folder = try text()
        case "--apng": apng = try text()
        case "--touches": touches = try text()
        case "--from": from = try number(0...3600)
        case "--to": to = try number(0...7200)
        case "--fps": fps = try number(1...1000)
        case "--appearance":
            let given = try text()
            guard let scheme = ColorScheme(rawValue: given) else { throw PreviewError("--appearance must be light or dark, found \(given)") }
            appearance = scheme
        case "--scale":
            scale = try number(1...3, whole: true)
        case "--jobs": jobs = Int(try number(1...64, whole: true))
        case "--force": force = true
        default: return false
        }
        return true
    }

    /// Exports `entry`'s frames; returns how many, and what was drawn other than asked.
    @MainActor func export(_ entry: PreviewEntry, fonts: FontLibrary, cancellation: Cancellation? = nil) throws -> (count: Int, warnings: [String]) {
        try OutputGuard.check(outputs: [folder, apng, apng.map { $0 + ".frames" }].compactMap { $0 }, inputs: touches.map { [$0] } ?? [])
        if let folder, FileTree.exists(folder), !force { throw PreviewError("\(folder) exists; pass --force to replace it") }
        let script = try touches.map { InteractionScript(touches: try Self.readTouches($0)) } ?? InteractionScript()
        let request = RowPreviews.request(entry, scheme: appearance, scale: scale, script: script)
        guard let end = to ?? (request.duration > 0 ? request.duration : nil) else {
            throw PreviewError("give --to S: without touch events the preview's frames have no end")
        }
        guard end > from else {
            throw PreviewError(to != nil ? "--to (\(end) s) must be after --from (\(from) s)"
                                         : "the frames end a second after the last touch, at \(end) s: give --from before it or --to after it")
        }
        let export: FrameExport
        do {
            export = try FrameExport(source: request, name: Self.fileName(entry.title), environment: request.environment,
                                     from: from, to: end, fps: fps, jobs: jobs, fonts: fonts)
        } catch { throw PreviewError("\(error)") }
        let timing = try export.run(out: folder, apng: apng, cancellation: cancellation)
        return (export.count, timing.warnings)
    }

    /// A touch script file (at most 16 MiB), checked: times within 0…3600 s that never go
    /// back, each touch a down, moves, and an up or a cancel.
    static func readTouches(_ path: String) throws -> [TouchEvent] {
        let bytes = try AtomicFile.read(path: path, limit: 16 << 20)
        do { return try TouchEvent.script(json: bytes) } catch { throw PreviewError("\(path): \(error)") }
    }

    /// A preview's title as the base of image names: letters, digits, - and _ (others become -).
    static func fileName(_ title: String) -> String {
        let kept = title.unicodeScalars.map { s -> Character in
            s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" ? Character(s) : "-"
        }
        let name = String(kept).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return name.isEmpty ? "preview" : name
    }
}
