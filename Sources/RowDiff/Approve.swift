import RowFiles

/// `rowframe approve`: accepts actual images as the new goldens. Every selected copy is
/// written beside its golden first and only then renamed into place, so an error or an
/// interrupt before the renames changes nothing.
public enum Approve {
    public struct Outcome: Sendable, Equatable {
        /// Goldens written (relative names).
        public var approved: [String] = []
        /// Goldens deleted because their actual image is gone (`prune`).
        public var pruned: [String] = []
        /// Selected images whose golden already equals the actual.
        public var unchanged: [String] = []
    }

    /// Approves `names` (relative paths such as "components/row.light@3x.png", or families
    /// such as "components/row@3x" for all their appearances and frames), or every changed
    /// and added image when `names` is empty. Goldens without an actual image are deleted
    /// only with `prune`.
    public static func run(golden: String, actual: String, names: [String], prune: Bool, dryRun: Bool = false,
                           cancellation: Cancellation? = nil) throws -> Outcome {
        try OutputGuard.check(outputs: [golden], inputs: [actual])
        let all = try FolderDiff.names(golden: golden, actual: actual)
        var selected: [(name: String, inGolden: Bool, inActual: Bool)] = []
        if names.isEmpty {
            selected = all.filter { $0.inActual || prune }
        } else {
            var chosen = Set<String>()
            for wanted in names {
                let matching = all.filter { $0.name == wanted || ImageName(parsing: $0.name).family == wanted }
                guard !matching.isEmpty else {
                    throw FileError.io(path: wanted, message: "no image of that name or family in \(golden) or \(actual)")
                }
                for m in matching where chosen.insert(m.name).inserted { selected.append(m) }
            }
            if let orphan = selected.first(where: { !$0.inActual }), !prune {
                throw FileError.io(path: orphan.name, message: "has no actual image; pass --prune to delete its golden")
            }
        }
        var outcome = Outcome()
        var prepared: [PreparedFile] = []
        for s in selected.sorted(by: { $0.name < $1.name }) {
            try cancellation?.check()
            let goldenPath = golden + "/" + s.name
            guard s.inActual else { outcome.pruned.append(s.name); continue }
            let bytes = try AtomicFile.read(path: actual + "/" + s.name, limit: FolderDiff.maxFileBytes)
            _ = try FolderDiff.decode(bytes, path: actual + "/" + s.name)   // never approve an unreadable image
            if s.inGolden, (try? AtomicFile.read(path: goldenPath, limit: FolderDiff.maxFileBytes)) == bytes {
                outcome.unchanged.append(s.name); continue
            }
            outcome.approved.append(s.name)
            if !dryRun {
                try FileTree.createFolder(String(goldenPath[..<goldenPath.lastIndex(of: "/")!]))
                prepared.append(try PreparedFile(bytes, for: goldenPath))
            }
        }
        guard !dryRun else { return outcome }
        try cancellation?.check()
        try PreparedFile.place(prepared, removing: outcome.pruned.map { golden + "/" + $0 })
        return outcome
    }
}
