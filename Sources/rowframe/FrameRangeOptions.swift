import ArgumentParser
import Foundation
import RowScene

/// What every command that exports frames over time takes: the time range and rate, the
/// appearance and scale, and the worker threads.
struct FrameRangeOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Start time in seconds.")
    var from: Double = 0
    @Option(parsing: .unconditional, help: "End time in seconds (exclusive; default: the scene's length, or a second after the last touch).")
    var to: Double?
    @Option(parsing: .unconditional, help: "Frames per second.")
    var fps: Double = 60
    @Option(parsing: .unconditional, help: "Display scale: 1, 2 or 3.")
    var scale: Double = 3
    @Option(name: [.customLong("appearance"), .customLong("scheme")], help: "Appearance: light or dark.")
    var appearance: String = "light"
    @Option(parsing: .unconditional, help: "Worker threads, 1…64 (default: the number of cores, at most 64).")
    var jobs: Int = min(64, ProcessInfo.processInfo.activeProcessorCount)

    func validate() throws {
        guard from.isFinite, (0...3600).contains(from) else { throw ValidationError("--from must be within 0…3600 s") }
        if let to { guard to.isFinite, to > from, to <= from + 3600 else { throw ValidationError("--to must be after --from and within an hour of it") } }
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw ValidationError("--fps must be within 1…1000") }
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        guard ColorScheme(rawValue: appearance) != nil else { throw ValidationError("--appearance must be light or dark") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1…64") }
    }

    var colorScheme: ColorScheme { ColorScheme(rawValue: appearance) ?? .light }
}
