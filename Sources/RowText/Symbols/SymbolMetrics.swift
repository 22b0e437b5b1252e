import RowFiles

/// SF Symbols' own glyph metrics (`Fonts/files/sf-symbol-metrics.tsv`, measured from Apple's SF
/// Pro by tools/fonts/sf-symbol-metrics.py): a symbol image in UIKit and SwiftUI is its glyph at
/// the point size, so these give a stand-in icon iOS's image size and ink box.
public struct SymbolMetrics: Sendable, Equatable {
    /// The glyph's advance: the image's width (em).
    public let advance: Double
    /// The ink's box, in em from the pen position on the baseline, y up.
    public let xMin: Double, yMin: Double, xMax: Double, yMax: Double
}

/// SF Symbols' metrics by name.
public final class SymbolMetricsTable: Sendable {
    let metrics: [String: SymbolMetrics]
    /// The file's name among the bundled fonts.
    static let file = "sf-symbol-metrics.tsv"
    /// The largest table file read (1 MiB; the table is about 110 KB).
    public static let maxFileBytes = 1 << 20

    /// Reads a table in the format sf-symbol-metrics.py writes: `#` comment lines, one giving
    /// the units per em, then per line a name and `advance xMin yMin xMax yMax`.
    init(path: String) throws(TextError) {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path: path, limit: SymbolMetricsTable.maxFileBytes) } catch { throw .unreadableFont(path, "\(error)") }
        var unitsPerEm: Double?
        var rows: [String: SymbolMetrics] = [:]
        for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated() {
            if line.hasPrefix("#") {
                if let range = line.range(of: "units per em ") { unitsPerEm = Double(line[range.upperBound...].prefix { $0.isNumber }) }
                continue
            }
            let fields = line.split(separator: "\t")
            let values = fields.count == 2 ? fields[1].split(separator: " ").compactMap { Double($0) } : []
            guard let upem = unitsPerEm, upem >= 16 else { throw .unreadableFont(path, "line \(number + 1): no \"units per em\" comment line before the metrics") }
            guard fields.count == 2, values.count == 5, values.allSatisfy(\.isFinite), values[1] <= values[3], values[2] <= values[4] else {
                throw .unreadableFont(path, "line \(number + 1): expected a name and advance xMin yMin xMax yMax")
            }
            rows[String(fields[0])] = SymbolMetrics(advance: values[0] / upem, xMin: values[1] / upem, yMin: values[2] / upem,
                                                    xMax: values[3] / upem, yMax: values[4] / upem)
        }
        metrics = rows
    }

    /// The metrics of an SF Symbol name (nil for a name the table lacks).
    public func callAsFunction(_ name: String) -> SymbolMetrics? { metrics[name] }

    /// The corner SF Symbols sets `base`'s badge in: the side toward which its badged forms' ink
    /// reaches beyond the base's (`person.badge.plus` reaches left and down: bottom leading;
    /// `calendar.badge.plus` right and down; `folder.badge.plus` only right, so bottom by
    /// default). The named badge's form is asked first, then any other badge of the base (not
    /// for a dot). Nil
    /// where the table has no badged form of the base or its ink stays inside the base's (a
    /// dot within its box, `bell.badge`).
    public func badgeCorner(base: String, badge: String, filled: Bool) -> BadgeCorner? {
        let suffix = badge.isEmpty ? "" : "." + badge
        let named = filled ? [base + ".fill.badge" + suffix, base + ".badge" + suffix + ".fill"] : [base + ".badge" + suffix]
        // (A dot stands where its own form says: SF sets dots at the top trailing corner
        // whatever corner the base's other badges take.)
        let other = badge.isEmpty ? [] : metrics.keys.filter {
            $0.hasPrefix(base + ".badge.") || $0.hasPrefix(base + ".fill.badge.") || $0.hasPrefix(base + ".trianglebadge.")
        }.sorted()
        guard let plain = metrics[filled ? base + ".fill" : base] ?? metrics[base],
              let badged = (named + other).lazy.compactMap({ self.metrics[$0] }).first else { return nil }
        let left = plain.xMin - badged.xMin, right = badged.xMax - plain.xMax
        let below = plain.yMin - badged.yMin, above = badged.yMax - plain.yMax
        // A side counts where the badge reaches past it by clearly more than past its opposite.
        let clear = 0.05
        let leading = left > right + clear, trailing = right > left + clear
        var top = above > below + clear
        let bottom = below > above + clear
        guard leading || trailing || top || bottom else { return nil }
        // A badge beside the base and barely past it vertically takes the side it does pass
        // ("folder.badge.questionmark": its circle stands at the folder's top trailing corner).
        if !top && !bottom { top = above > below + 0.005 }
        return BadgeCorner(leading: leading, top: top)
    }
}

/// SF Symbols' names (`Fonts/files/sf-symbol-names.txt`, SF Symbols 1.0 to 5.2, from
/// tools/fonts/sf-symbol-metrics.py): which strings name a symbol at all. iOS draws an image for a
/// string that names none (a typo, an API's icon code such as "01d") as nothing; a real symbol
/// RowFrame has no icon for is drawn as a placeholder instead.
public final class SymbolNameList: Sendable {
    let names: Set<String>
    /// Every dot-separated word of the names ("circle", "fill", "figure", "2").
    let words: Set<String>
    static let file = "sf-symbol-names.txt"
    /// The largest list file read (1 MiB; the list is about 100 KB).
    public static let maxFileBytes = 1 << 20

    /// Reads a list: `#` comment lines, then one name per line.
    init(path: String) throws(TextError) {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path: path, limit: SymbolNameList.maxFileBytes) } catch { throw .unreadableFont(path, "\(error)") }
        var names: Set<String> = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            guard !line.isEmpty, !line.contains(where: \.isWhitespace) else { throw .unreadableFont(path, "a name with blanks: \(line.prefix(40))") }
            names.insert(String(line))
        }
        self.names = names
        words = Set(names.flatMap { $0.split(separator: ".").map(String.init) })
    }

    /// Whether `name` may name an SF Symbol: it is one of the list's names, or is made of their
    /// words alone (a symbol of a later release than the list's, "figure.walk.treadmill").
    public func mayName(_ name: String) -> Bool {
        if names.contains(name) { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { words.contains(String($0)) }
    }
}
