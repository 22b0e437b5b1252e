import RowFiles

/// What a review report holds, as `report.json` in the report folder and embedded in its
/// page: the compared folders, the policy, the counts, and each image's verdict with the
/// report-relative paths of its pictures. `rowframe report --merge` combines these.
public struct ReportDocument: Codable, Sendable, Equatable {
    /// The folders as given on the command line.
    public var title: String
    public var golden: String
    public var actual: String
    /// How pixels were compared (shown in the page).
    public var threshold: Double
    public var includeAA: Bool
    public var checkerboard: Bool
    public var tolerance: Int
    public var exact: Bool
    public var ignore: [[Int]]
    /// "i/n" for each shard merged in (empty when not sharded).
    public var shards: [String]
    public var summary: DiffSummary
    public var entries: [ReportEntry]
    /// Goldens that moved: an image only in the golden folder and one only in the actual
    /// folder with the same file name and the same bytes (nil in reports written before moves
    /// were found).
    public var moves: [Move]?

    /// A golden renamed or moved to another folder: the same file at `from` (golden only)
    /// and at `to` (actual only).
    public struct Move: Codable, Sendable, Equatable {
        public let from: String
        public let to: String
        public init(from: String, to: String) { self.from = from; self.to = to }
    }

    /// Images a report entry shows, relative to the report folder.
    public struct Pictures: Codable, Sendable, Equatable {
        public var golden: String?
        public var actual: String?
        public var diff: String?
        public init(golden: String? = nil, actual: String? = nil, diff: String? = nil) {
            self.golden = golden; self.actual = actual; self.diff = diff
        }
    }

    /// One image: its verdict and pictures.
    public struct ReportEntry: Codable, Sendable, Equatable {
        public var diff: DiffEntry
        public var pictures: Pictures
        /// The name parsed by the naming scheme: light, dark and every frame of one snapshot
        /// share a family; `frame` is the time in microseconds.
        public var family: String
        public var appearance: String?
        public var frame: Int64?

        public init(diff: DiffEntry, pictures: Pictures) {
            self.diff = diff; self.pictures = pictures
            let n = ImageName(parsing: diff.name)
            family = n.family; appearance = n.appearance; frame = n.microseconds
        }
    }
}
