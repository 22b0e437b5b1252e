// Implementation-only, as every C import (why: Package.swift, beside the C targets).
@_implementationOnly import ICUBridge

/// The two pieces of Unicode text segmentation RowText takes from ICU: bidi levels (UAX #9)
/// and line break opportunities (UAX #14).
enum ICU {
    /// Bidi embedding levels, one per UTF-16 unit, and the paragraph's level (0 or 1). The first
    /// strong character sets the paragraph direction; text with none takes `rightToLeft`.
    static func bidiLevels(_ text: [UInt16], rightToLeft: Bool) -> (levels: [UInt8], paragraph: UInt8) {
        guard !text.isEmpty else { return ([], rightToLeft ? 1 : 0) }
        var levels = [UInt8](repeating: 0, count: text.count)
        let para = text.withUnsafeBufferPointer { t in
            levels.withUnsafeMutableBufferPointer { l in
                rf_bidi_levels(t.baseAddress, Int32(t.count), rightToLeft ? 1 : 0, l.baseAddress)
            }
        }
        // ICU fails only on allocation; fall back to one direction rather than draw nothing.
        if para < 0 { return ([UInt8](repeating: rightToLeft ? 1 : 0, count: text.count), rightToLeft ? 1 : 0) }
        return (levels, UInt8(para))
    }

    /// Visual order of runs with these levels: element v is the logical index of the run drawn v-th.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        guard levels.count > 1 else { return Array(levels.indices) }
        var map = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { l in
            map.withUnsafeMutableBufferPointer { m in rf_bidi_reorder(l.baseAddress, Int32(l.count), m.baseAddress) }
        }
        return map.map(Int.init)
    }

    /// Offsets (UTF-16) where a line may end, with whether the break is mandatory (after a
    /// newline). The text's end is always the last.
    static func lineBreaks(_ text: [UInt16]) -> [(offset: Int, mandatory: Bool)] {
        guard !text.isEmpty else { return [] }
        var positions = [Int32](repeating: 0, count: text.count + 1)
        var mandatory = [UInt8](repeating: 0, count: text.count + 1)
        let n = text.withUnsafeBufferPointer { t in
            positions.withUnsafeMutableBufferPointer { p in
                mandatory.withUnsafeMutableBufferPointer { m in
                    rf_line_breaks(t.baseAddress, Int32(t.count), p.baseAddress, m.baseAddress, Int32(p.count))
                }
            }
        }
        if n <= 0 { return [(text.count, false)] }
        var out = (0..<Int(n)).map { (offset: Int(positions[$0]), mandatory: mandatory[$0] != 0) }
        if out.last?.offset != text.count { out.append((text.count, false)) }
        return out
    }
}
