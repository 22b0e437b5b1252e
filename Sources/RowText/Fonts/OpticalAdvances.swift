import RowFiles

/// Another font's advance widths, per character and weight at a few optical sizes, that a
/// stand-in face takes in place of its own: the bundled system font (Inter) sets text as wide
/// as SF Pro does on iOS, so lines wrap and truncate where iOS's do. The figures are SF Pro's
/// (`Fonts/files/sf-pro-advances.tsv`, measured from Apple's variable font by
/// tools/fonts/sf-advances.py): CoreText sets SF Pro's optical size to the point size, so
/// 17 pt text has the Text design's widths and 28 pt and larger the narrower Display design's,
/// linear between the listed sizes and clamped beyond them.
public final class AdvanceTable: Sendable {
    /// The optical sizes the table lists, in points, ascending.
    let sizes: [Double]
    /// Number of weights per character (SwiftUI's nine, ultraLight … black).
    let weights: Int
    /// Per code point, `weights × sizes.count` advances in em, weight-major.
    let advances: [UInt32: [Double]]

    /// The largest table file read (1 MiB; SF Pro's Latin-1 is about 31 KB).
    public static let maxFileBytes = 1 << 20
    static let fileName = "sf-pro-advances.tsv"

    /// Reads a table in the format sf-advances.py writes: `#` comment lines (one naming the
    /// units per em), then a hexadecimal code point and `weights × sizes` integers per line.
    init(path: String, sizes: [Double] = [17, 19, 24, 28], weights: Int = 9) throws(TextError) {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path: path, limit: AdvanceTable.maxFileBytes) } catch { throw .unreadableFont(path, "\(error)") }
        let text = String(decoding: bytes, as: UTF8.self)
        var unitsPerEm: Double?
        var rows: [(UInt32, [Double])] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            if line.hasPrefix("#") {
                if let range = line.range(of: "units per em "), let value = Double(line[range.upperBound...].prefix { $0.isNumber }) {
                    unitsPerEm = value
                }
                continue
            }
            let fields = line.split(separator: "\t")
            let values = fields.count == 2 ? fields[1].split(separator: " ").compactMap { Double($0) } : []
            guard fields.count == 2, let scalar = UInt32(fields[0], radix: 16), values.count == weights * sizes.count else {
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
