import ArgumentParser
import Foundation
import RowDiff
import RowFiles
import RowPNG
import RowRaster

/// `rowframe diff A B`: compares two PNGs, or two folders of PNGs (recursively, matched by
/// relative path).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare PNGs or folders of PNGs (pixelmatch 7.2 semantics). Exit 0: no change beyond the threshold; 1: changed, added or removed; 2: error.",
        discussion: """
        "identical" means byte-identical pixels; changes that pixelmatch's threshold excuses are listed as \
        "within threshold" (pass --exact to fail them). Images on one side only fail the verdict unless \
        --allow-added / --allow-removed.
        Examples: rowframe diff golden.png actual.png --out diff.png
                  rowframe diff Snapshots actual/ --json --shard 2/4
        """)

    @Argument(help: "A PNG file or a folder of PNGs (the goldens).")
    var a: String
    @Argument(help: "A PNG file or a folder of PNGs (the actual renders).")
    var b: String
    @Option(help: "Write the diff image here (files), or diff images of changed images into this folder (folders).")
    var out: String?
    @Flag(help: "Print one JSON object instead of text.")
    var json = false
    @OptionGroup var settings: DiffSettings
    @OptionGroup var work: WorkOptions
    @Flag(help: "Also list unchanged images.")
    var verbose = false
    @Flag(help: .hidden)
    var decodeOnly = false

    func validate() throws {
    }

    func run() throws {
        var passes = true
        try CLI.guarded { cancellation in
            if decodeOnly {   // for tools/diff/run.sh bench: the decoding floor
                _ = try FolderDiff.compare(name: "x", golden: a, actual: a, policy: DiffPolicy())
                return
            }
            try CLI.checkOutputs([out], inputs: [a, b])
            let aIsFolder = FileTree.isFolder(a), bIsFolder = FileTree.isFolder(b)
            guard aIsFolder == bIsFolder else { throw CLIError("compare a file with a file, or a folder with a folder") }
            let policy = settings.policy(jobs: aIsFolder ? 1 : work.jobs, diffImages: out != nil)
            var entries: [DiffEntry]
            if aIsFolder {
                let staged = try out.map { try StagedFolder(destination: $0) }
                entries = try FolderDiff.compareFolders(golden: a, actual: b, policy: policy, shard: work.shard, jobs: work.jobs,
                                                        cancellation: cancellation) { compared in
                    guard let staged, compared.entry.status != .unchanged, let d = compared.result?.diffImage else { return }
                    let path = staged.path + "/" + compared.entry.name
                    try FileTree.createFolder((path as NSString).deletingLastPathComponent)
                    try PNG.write(try Canvas(width: d.width, height: d.height, straightRGBA: d.rgba.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[...]) }), to: path, level: 1)
                }
                guard !entries.isEmpty || work.shard != nil else { throw CLIError("no PNG files in \(a) or \(b)") }
                try cancellation.check()
                try staged?.commit()
            } else {
                let (golden, actual) = try FolderDiff.loadPair(a, b)
                let compared = try FolderDiff.compare(name: (b as NSString).lastPathComponent, golden: golden, actual: actual, policy: policy)
                entries = [compared.entry]
                if let out {
                    if golden.1.width == actual.1.width, golden.1.height == actual.1.height {
                        // An unchanged pair still gets its picture: the faded original.
                        let d = try compared.result?.diffImage ?? ImageDiff.compare(golden.1, actual.1, options: policy.options).diffImage!
                        try PNG.write(try Canvas(width: d.width, height: d.height, straightRGBA: d.rgba.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[...]) }), to: out, level: 1)
                    } else {
                        FileHandle.standardError.write(Data("note: the sizes differ; no diff image written\n".utf8))
                    }
                }
            }
            let summary = DiffSummary(entries)
            passes = summary.passes(policy)
            if json {
                struct Output: Encodable { let verdict: String; let summary: DiffSummary; let entries: [DiffEntry] }
                let encoder = JSONEncoder(); encoder.outputFormatting = [.sortedKeys]
                let data = try encoder.encode(Output(verdict: passes ? "pass" : "fail", summary: summary, entries: entries))
                print(String(decoding: data, as: UTF8.self))
            } else {
                // Light and dark variants of one snapshot are reported on adjacent lines.
                let ordered = entries.sorted { (ImageName(parsing: $0.name).family, $0.name) < (ImageName(parsing: $1.name).family, $1.name) }
                for e in ordered where e.status != .unchanged || verbose || !aIsFolder { print(e.summaryLine) }
                print((work.shard.map { "shard \($0): " } ?? "") + summary.line)
            }
        }
        if !passes { throw ExitCode(1) }
    }
}
