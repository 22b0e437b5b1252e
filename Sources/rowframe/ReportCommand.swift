import ArgumentParser
import Foundation
import RowDiff
import RowFiles

/// `rowframe report GOLDEN ACTUAL --out DIR`, or `rowframe report --merge R1 R2 … --out DIR`.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a review report folder (index.html): changed, added, removed and unchanged images; light and dark side by side; 2-up, slide, blend, toggle, diff; frame scrubber; approve commands. Exit 1 when anything changed.",
        discussion: """
        Examples: rowframe report Snapshots actual/ --out review
                  rowframe report Snapshots actual/ --shard 1/3 --out review-1    (one CI job each)
                  rowframe report --merge review-1 review-2 review-3 --out review
        """)

    @Argument(help: "The golden and actual folders (or, with --merge, report folders).")
    var folders: [String]
    @Option(name: .shortAndLong, help: "The report folder to write (replaces an earlier report there).")
    var out: String
    @Option(help: "Title of the page.")
    var title: String?
    @Flag(help: "Merge report folders written with --shard.")
    var merge = false
    @OptionGroup var settings: DiffSettings
    @OptionGroup var work: WorkOptions
    @Flag(help: "Print nothing but errors (for CI).")
    var quiet = false

    func validate() throws {
        if merge {
            guard !folders.isEmpty else { throw ValidationError("--merge needs report folders") }
            guard work.shard == nil else { throw ValidationError("--merge and --shard don't go together") }
        } else {
            guard folders.count == 2 else { throw ValidationError("give the golden folder and the actual folder") }
        }
    }

    func run() throws {
        var passes = true
        try CLI.guarded { cancellation in
            try CLI.checkOutputs([out], inputs: folders)
            let document: ReportDocument
            let policy = settings.policy(aaColor: ReviewReport.antialiasingColor)
            if merge {
                document = try ReviewReport.merge(folders, to: out, title: title, cancellation: cancellation)
            } else {
                for f in folders where !FileTree.isFolder(f) { throw CLIError("\(f): not a folder") }
                document = try ReviewReport.write(golden: folders[0], actual: folders[1], to: out, title: title ?? "RowFrame snapshot review",
                                                  policy: policy, shard: work.shard, jobs: work.jobs, cancellation: cancellation)
                guard !document.entries.isEmpty || work.shard != nil else { throw CLIError("no PNG files in \(folders[0]) or \(folders[1])") }
            }
            passes = document.summary.passes(policy)
            if !quiet { print("wrote \(out)/index.html: \(document.summary.line)") }
        }
        if !passes { throw ExitCode(1) }
    }
}
