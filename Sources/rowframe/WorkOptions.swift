import ArgumentParser
import Foundation
import RowDiff

/// How a command splits its work: threads on this machine, and a shard of a CI matrix.
struct WorkOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Handle only this part of the images (stable by name: light, dark and frames stay together).", valueName: "i/n"))
    var shard: Shard?
    @Option(parsing: .unconditional, help: "Images handled at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1…64") }
    }
}
