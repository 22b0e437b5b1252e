import RowFiles

/// One image's verdict in a comparison of two folders (or two files), as `diff --json`,
/// the report and approve read it.
public struct DiffEntry: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable, CaseIterable {
        /// Byte-identical pixels (outside ignored regions).
        case unchanged
        /// Pixels changed, but none beyond the color threshold (or within the tolerance):
        /// passes, and is shown as a change.
        case withinThreshold
        /// Beyond the threshold, or the size changed.
        case changed
        /// Only in the actual folder (no golden).
        case added
        /// Only in the golden folder.
        case removed
    }

    /// The path relative to the compared folder ("components/row.light@3x.png").
    public let name: String
    public var status: Status
    /// "W×H" of each side present.
    public var goldenSize: String?
    public var actualSize: String?
    /// Pixels whose bytes differ; pixelmatch's count; pixels excused as anti-aliasing.
    public var changedPixels = 0
    public var differentPixels = 0
    public var antialiasedPixels = 0
    public var totalPixels = 0
    /// Clustered regions of the counted differences, each [x, y, width, height].
    public var regions: [[Int]] = []
    /// The densest window's [x, y, width, height] and its count.
    public var densestWindow: [Int] = []
    public var densestCount = 0

    public init(name: String, status: Status) { self.name = name; self.status = status }

    /// Light, dark and every frame of one snapshot share a family.
    public var imageName: ImageName { ImageName(parsing: name) }

    /// One line for people: "row.light@3x.png: 120 of 421200 pixels differ … ".
    public var summaryLine: String {
        switch status {
        case .unchanged: return "\(name): identical"
        case .added: return "\(name): added (no golden)"
        case .removed: return "\(name): removed (golden only)"
        case .withinThreshold, .changed:
            if let g = goldenSize, let a = actualSize, g != a { return "\(name): size changed (\(g) → \(a))" }
            let boxes = regions.prefix(5).map { "\($0[0]),\($0[1]) \($0[2])×\($0[3])" }.joined(separator: "; ")
            var line = "\(name): \(changedPixels) of \(totalPixels) pixels changed, \(differentPixels) beyond the threshold"
            if antialiasedPixels > 0 { line += " (\(antialiasedPixels) anti-aliasing excused)" }
            if !regions.isEmpty { line += " in \(regions.count) region(s): \(boxes)" }
            if status == .withinThreshold { line += " — within threshold" }
            return line
        }
    }
}
