import RowFiles

/// Another font's advance widths, per character and weight at a few optical sizes, that a
/// stand-in face takes in place of its own: the bundled system font (Inter) sets text as wide
/// as SF Pro does on iOS, and the rounded one (Quicksand) as SF Pro Rounded, so lines wrap and
/// truncate where iOS's do. The figures are Apple's fonts' (`Fonts/files/sf-pro-advances.tsv`,
/// `sf-pro-rounded-advances.tsv`, measured by tools/fonts/sf-advances.py): CoreText sets SF
/// Pro's optical size to the point size, so 17 pt text has the Text design's widths and 28 pt
/// and larger the narrower Display design's; between the listed sizes the advance is linear,
/// beyond them the nearest size's.
public final class AdvanceTable: Sendable {
    /// The optical sizes the table lists, in points, ascending.
    let sizes: [Double]
    /// Number of weights per character (SwiftUI's nine, ultraLight … black).
    let weights: Int
    /// Per code point, `weights × sizes.count` advances in em, weight-major.
    let advances: [UInt32: [Double]]

    /// The largest table file read (1 MiB; SF Pro's is about 310 KB).
    public static let maxFileBytes = 1 << 20
    static let systemFile = "sf-pro-advances.tsv"
    static let roundedFile = "sf-pro-rounded-advances.tsv"

    /// Reads a table in the format sf-advances.py writes: `#` comment lines, two of which give
    /// the units per em and the optical sizes, then per line a hexadecimal code point and
    /// `weights × sizes` advances.
    init(path: String, weights: Int = 9) throws(TextError) {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path: path, limit: AdvanceTable.maxFileBytes) } catch { throw .unreadableFont(path, "\(error)") }
        let text = String(decoding: bytes, as: UTF8.self)
        var unitsPerEm: Double?
        var sizes: [Double] = []
        var rows: [(UInt32, [Double])] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            if line.hasPrefix("#") {
                if let range = line.range(of: "units per em ") { unitsPerEm = Double(line[range.upperBound...].prefix { $0.isNumber }) }
                if let range = line.range(of: "optical sizes ") { sizes = line[range.upperBound...].split(separator: " ").compactMap { Double($0) } }
                continue
            }
            guard !sizes.isEmpty, zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw .unreadableFont(path, "line \(number + 1): no ascending \"optical sizes\" comment line before the advances")
            }
            let fields = line.split(separator: "\t")
            let values = fields.count == 2 ? fields[1].split(separator: " ").compactMap { Double($0) } : []
            guard fields.count == 2, let scalar = UInt32(fields[0], radix: 16), values.count == weights * sizes.count,
                  values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw .unreadableFont(path, "line \(number + 1): expected a code point and \(weights * sizes.count) advances")
            }
            rows.append((scalar, values))
        }
        guard let upem = unitsPerEm, upem >= 16 else { throw .unreadableFont(path, "no \"units per em\" comment line") }
        self.sizes = sizes
        self.weights = weights
        advances = Dictionary(rows.map { ($0.0, $0.1.map { $0 / upem }) }, uniquingKeysWith: { a, _ in a })
    }
}

/// One glyph's advances at a table's optical sizes (em), interpolated linearly by point size.
struct OpticalAdvance: Sendable {
    let values: [Double]
    func at(_ size: Double, sizes: [Double]) -> Double {
        guard size > sizes[0] else { return values[0] }
        for i in 1..<sizes.count where size <= sizes[i] {
            let t = (size - sizes[i - 1]) / (sizes[i] - sizes[i - 1])
            return values[i - 1] + (values[i] - values[i - 1]) * t
        }
        return values[values.count - 1]
    }
}

/// Which weight of an advance table a stand-in face takes its widths from.
public struct StandInWidths: Sendable, Hashable {
    let table: AdvanceTable
    /// 0 = ultraLight … 8 = black.
    let weight: Int
    public static func == (a: Self, b: Self) -> Bool { a.table === b.table && a.weight == b.weight }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(table)); h.combine(weight) }
}
