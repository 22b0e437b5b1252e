/// Big-endian reads from an OpenType table; out-of-range reads give 0, so a malformed table
/// yields no kerning or substitution rather than a crash.
struct TableReader: Sendable {
    let data: [UInt8]
    func u16(_ o: Int) -> Int { o >= 0 && o + 2 <= data.count ? Int(data[o]) << 8 | Int(data[o + 1]) : 0 }
    func i16(_ o: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(o))) }
    func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
    func tag(_ o: Int) -> String { String(decoding: (0..<4).map { o + $0 < data.count && o >= 0 ? data[o + $0] : 32 }, as: UTF8.self) }

    /// The index of `glyph` in the Coverage table at `o`, or nil.
    func coverageIndex(_ o: Int, _ glyph: Int) -> Int? {
        switch u16(o) {
        case 1:
            var lo = 0, hi = u16(o + 2) - 1
            while lo <= hi {
                let mid = (lo + hi) / 2, g = u16(o + 4 + 2 * mid)
                if g == glyph { return mid }
                if g < glyph { lo = mid + 1 } else { hi = mid - 1 }
            }
        case 2:
            var lo = 0, hi = u16(o + 2) - 1
            while lo <= hi {
                let mid = (lo + hi) / 2, r = o + 4 + 6 * mid
                let first = u16(r), last = u16(r + 2)
                if glyph < first { hi = mid - 1 } else if glyph > last { lo = mid + 1 } else { return u16(r + 4) + glyph - first }
            }
        default: break
        }
        return nil
    }

    /// Every glyph in the Coverage table at `o`, in coverage-index order.
    func coverageGlyphs(_ o: Int) -> [Int] {
        switch u16(o) {
        case 1: return (0..<u16(o + 2)).map { u16(o + 4 + 2 * $0) }
        case 2:
            return (0..<u16(o + 2)).flatMap { i -> [Int] in
                let r = o + 4 + 6 * i, first = u16(r), last = u16(r + 2)
                return first <= last ? Array(first...last) : []
            }
        default: return []
        }
    }

    /// The class of `glyph` in the ClassDef table at `o` (0 when unlisted).
    func glyphClass(_ o: Int, _ glyph: Int) -> Int {
        switch u16(o) {
        case 1:
            let start = u16(o + 2), count = u16(o + 4)
            return glyph >= start && glyph < start + count ? u16(o + 6 + 2 * (glyph - start)) : 0
        case 2:
            var lo = 0, hi = u16(o + 2) - 1
            while lo <= hi {
                let mid = (lo + hi) / 2, r = o + 4 + 6 * mid
                if glyph < u16(r) { hi = mid - 1 } else if glyph > u16(r + 2) { lo = mid + 1 } else { return u16(r + 4) }
            }
            return 0
        default: return 0
        }
    }
}

/// The lookups a GPOS or GSUB table runs for one feature under the default language system
/// of the 'latn' script (else 'DFLT', else the first script), in lookup-list order. Each
/// lookup is its subtables' absolute offsets, with extension subtables (GPOS type 9, GSUB
/// type 7) resolved to the subtables they wrap.
struct FeatureLookups: Sendable {
    let reader: TableReader
    /// (lookup type, subtable offsets) per lookup.
    let lookups: [(type: Int, subtables: [Int])]

    init(table: [UInt8], feature: String, extensionType: Int) {
        let r = TableReader(data: table)
        reader = r
        guard r.u16(0) == 1 else { lookups = []; return }
        let scriptList = r.u16(4), featureList = r.u16(6), lookupList = r.u16(8)
        // The default language system's feature indices.
        var scripts: [String: Int] = [:]
        for i in 0..<r.u16(scriptList) {
            scripts[r.tag(scriptList + 2 + 6 * i)] = scriptList + r.u16(scriptList + 2 + 6 * i + 4)
        }
        let featureCount = r.u16(featureList)
        var featureIndices: [Int] = []
        if let script = scripts["latn"] ?? scripts["DFLT"] ?? scripts.values.min(), r.u16(script) != 0 {
            let langSys = script + r.u16(script)
            featureIndices = (0..<r.u16(langSys + 4)).map { r.u16(langSys + 6 + 2 * $0) }
        } else {
            featureIndices = Array(0..<featureCount)
        }
        var lookupIndices = Set<Int>()
        for f in featureIndices where f < featureCount {
            let record = featureList + 2 + 6 * f
            guard r.tag(record) == feature else { continue }
            let table = featureList + r.u16(record + 4)
            for k in 0..<r.u16(table + 2) { lookupIndices.insert(r.u16(table + 4 + 2 * k)) }
        }
        lookups = lookupIndices.sorted().compactMap { index -> (type: Int, subtables: [Int])? in
            guard index < r.u16(lookupList) else { return nil }
            let lookup = lookupList + r.u16(lookupList + 2 + 2 * index)
            var type = r.u16(lookup)
            var subtables = (0..<r.u16(lookup + 4)).map { lookup + r.u16(lookup + 6 + 2 * $0) }
            if type == extensionType {
                type = subtables.first.map { r.u16($0 + 2) } ?? 0
                subtables = subtables.map { $0 + r.u32($0 + 4) }
            }
            return (type, subtables)
        }
    }
}

/// A pair adjustment: x offsets and advance changes for the first and second glyph, in font units.
struct PairAdjustment: Sendable, Equatable {
    var firstAdvance = 0, firstOffset = 0, secondAdvance = 0, secondOffset = 0
    /// Whether the second glyph was consumed by the pair (value format 2 is not empty).
    var consumesSecond = false
    var isZero: Bool { firstAdvance == 0 && firstOffset == 0 && secondAdvance == 0 && secondOffset == 0 }
}

/// Kerning from GPOS PairPos lookups (formats 1 and 2) of the 'kern' feature, with the legacy
/// 'kern' table (format 0) as the fallback when a font has no GPOS kerning.
struct Kerning: Sendable {
    private let gpos: FeatureLookups?
    private let legacy: [UInt32: Int]

    init(gpos: [UInt8]?, kern: [UInt8]?) {
        let lookups = gpos.map { FeatureLookups(table: $0, feature: "kern", extensionType: 9) }
        if let lookups, lookups.lookups.contains(where: { $0.type == 2 }) {
            self.gpos = lookups; legacy = [:]
        } else {
            self.gpos = nil; legacy = kern.map(Kerning.legacyPairs) ?? [:]
        }
    }

    var isEmpty: Bool { gpos == nil && legacy.isEmpty }
    /// Number of PairPos lookups (0 when kerning comes from the legacy table).
    var lookupCount: Int { gpos?.lookups.count ?? 0 }

    /// The adjustments each lookup makes to the pair, in order (each lookup applies once per
    /// pair; the legacy table gives a single first-advance change).
    func adjustments(_ a: UInt32, _ b: UInt32) -> [PairAdjustment] {
        guard let gpos else {
            let v = legacy[a << 16 | b] ?? 0
            return v == 0 ? [] : [PairAdjustment(firstAdvance: v)]
        }
        return gpos.lookups.compactMap { lookup in
            lookup.type == 2 ? Kerning.pairPos(gpos.reader, lookup.subtables, Int(a), Int(b)) : nil
        }
    }

    /// The net first-glyph advance change of the pair over all lookups (font units).
    func value(_ a: UInt32, _ b: UInt32) -> Int { adjustments(a, b).reduce(0) { $0 + $1.firstAdvance + $1.secondOffset } }

    /// The first subtable of a PairPos lookup that applies to (a, b).
    static func pairPos(_ r: TableReader, _ subtables: [Int], _ a: Int, _ b: Int) -> PairAdjustment? {
        for st in subtables {
            guard let coverage = r.coverageIndex(st + r.u16(st + 2), a) else { continue }
            let vf1 = r.u16(st + 4), vf2 = r.u16(st + 6)
            let size1 = 2 * (vf1 & 0xFF).nonzeroBitCount, size2 = 2 * (vf2 & 0xFF).nonzeroBitCount
            switch r.u16(st) {
            case 1:
                guard coverage < r.u16(st + 8) else { continue }
                let set = st + r.u16(st + 10 + 2 * coverage)
                let recordSize = 2 + size1 + size2
                var lo = 0, hi = r.u16(set) - 1
                while lo <= hi {
                    let mid = (lo + hi) / 2, rec = set + 2 + mid * recordSize
                    let g = r.u16(rec)
                    if g == b { return adjustment(r, rec + 2, vf1, rec + 2 + size1, vf2) }
                    if g < b { lo = mid + 1 } else { hi = mid - 1 }
                }
            case 2:
                let c1 = r.glyphClass(st + r.u16(st + 8), a), c2 = r.glyphClass(st + r.u16(st + 10), b)
                let count1 = r.u16(st + 12), count2 = r.u16(st + 14)
                guard c1 < count1, c2 < count2 else { continue }
                let rec = st + 16 + (c1 * count2 + c2) * (size1 + size2)
                return adjustment(r, rec, vf1, rec + size1, vf2)
            default: continue
            }
        }
        return nil
    }

    /// Reads the x fields of two ValueRecords (XPlacement 0x1, XAdvance 0x4).
    static func adjustment(_ r: TableReader, _ o1: Int, _ vf1: Int, _ o2: Int, _ vf2: Int) -> PairAdjustment {
        func fields(_ o: Int, _ vf: Int) -> (placement: Int, advance: Int) {
            var at = o, placement = 0, advance = 0
            for bit in 0..<8 where vf & (1 << bit) != 0 {
                if bit == 0 { placement = r.i16(at) }
                if bit == 2 { advance = r.i16(at) }
                at += 2
            }
            return (placement, advance)
        }
        let f1 = fields(o1, vf1), f2 = fields(o2, vf2)
        return PairAdjustment(firstAdvance: f1.advance, firstOffset: f1.placement, secondAdvance: f2.advance,
                              secondOffset: f2.placement, consumesSecond: vf2 != 0)
    }

    /// Pairs of the horizontal format-0 subtables of a legacy (version 0) 'kern' table.
    static func legacyPairs(_ table: [UInt8]) -> [UInt32: Int] {
        let r = TableReader(data: table)
        guard r.u16(0) == 0 else { return [:] }
        var pairs: [UInt32: Int] = [:]
        var st = 4
        for _ in 0..<r.u16(2) {
            let length = r.u16(st + 2), coverage = r.u16(st + 4)
            if coverage >> 8 == 0, coverage & 1 == 1, coverage & 4 == 0 {   // format 0, horizontal, not cross-stream
                for i in 0..<r.u16(st + 6) {
                    let rec = st + 14 + 6 * i
                    pairs[UInt32(r.u16(rec)) << 16 | UInt32(r.u16(rec + 2)), default: 0] += r.i16(rec + 4)
                }
            }
            guard length > 0 else { break }
            st += length
        }
        return pairs
    }
}

/// Single substitutions (GSUB lookup type 1) of one feature, e.g. 'tnum' tabular digits.
struct SingleSubstitution: Sendable {
    let map: [UInt32: UInt32]

    init(gsub: [UInt8]?, feature: String) {
        guard let gsub else { map = [:]; return }
        let lookups = FeatureLookups(table: gsub, feature: feature, extensionType: 7)
        let r = lookups.reader
        var map: [UInt32: UInt32] = [:]
        for lookup in lookups.lookups where lookup.type == 1 {
            for st in lookup.subtables {
                let glyphs = r.coverageGlyphs(st + r.u16(st + 2))
                for (i, g) in glyphs.enumerated() where map[UInt32(g)] == nil {
                    switch r.u16(st) {
                    case 1: map[UInt32(g)] = UInt32((g + r.i16(st + 4)) & 0xFFFF)
                    case 2 where i < r.u16(st + 4): map[UInt32(g)] = UInt32(r.u16(st + 6 + 2 * i))
                    default: break
                    }
                }
            }
        }
        self.map = map
    }
}
