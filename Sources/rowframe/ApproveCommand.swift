import ArgumentParser
import Foundation
import RowDiff
import RowFiles

/// `rowframe approve GOLDEN ACTUAL [NAMES…]`: accepts actual images as goldens.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Copy accepted actual images over the goldens (all changed and new images, or those named).",
        discussion: """
        Names are relative paths ("components/row.light@3x.png") or snapshot families ("components/row@3x": \
        every appearance and frame). Each golden is written beside itself and renamed into place only after \
        all were written. The review report shows the command for each change.
        Examples: rowframe approve Snapshots actual/ components/row@3x
                  rowframe approve Snapshots actual/ --prune        (everything, deleting goldens with no actual image)
        """)

    @Argument(help: "The golden folder (written).")
    var golden: String
    @Argument(help: "The actual folder (only read).")
    var actual: String
    @Argument(help: "Images or families to approve (default: every changed or new image).")
    var names: [String] = []
    @Flag(help: "Also delete goldens whose actual image is gone.")
    var prune = false
    @Flag(help: "Say what would be approved; write nothing.")
    var dryRun = false

    func run() throws {
        try CLI.guarded { cancellation in
            for f in [golden, actual] where !FileTree.isFolder(f) { throw CLIError("\(f): not a folder") }
            let outcome = try Approve.run(golden: golden, actual: actual, names: names, prune: prune, dryRun: dryRun, cancellation: cancellation)
            let verb = dryRun ? "would approve" : "approved"
            for n in outcome.approved { print("\(verb) \(n)") }
            for n in outcome.pruned { print("\(dryRun ? "would delete" : "deleted") \(golden)/\(n)") }
            print("\(verb) \(outcome.approved.count) image(s), \(outcome.unchanged.count) already equal, \(outcome.pruned.count) golden(s) \(dryRun ? "to delete" : "deleted")")
        }
    }
}
