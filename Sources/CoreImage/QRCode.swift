// A QR Code Model 2 symbol (ISO/IEC 18004) for a message in byte mode: the smallest version
// that holds it at the error-correction level, Reed–Solomon codewords interleaved by block,
// and the mask with the lowest penalty. Core Image's QR generator draws it.

/// A QR code's modules: `size × size`, `true` for dark, top row first.
struct QRCode: Equatable {
    enum Level: Int, CaseIterable {
        case low, medium, quartile, high
        /// Core Image's names: "L", "M", "Q", "H".
        init?(letter: String) {
            switch letter.uppercased() {
            case "L": self = .low
            case "M": self = .medium
            case "Q": self = .quartile
            case "H": self = .high
            default: return nil
            }
        }
        /// The two format bits for the level (L 01, M 00, Q 11, H 10).
        var formatBits: Int { [1, 0, 3, 2][rawValue] }
    }

    enum EncodeError: Error, Equatable { case tooLong(bytes: Int, level: Level) }

    let version: Int
    let size: Int
    let mask: Int
    private(set) var modules: [Bool]

    subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// The symbol for `message`, at the smallest version that holds it; `mask` (0…7) forces a mask
    /// where a test needs one, else the lowest-penalty mask is chosen.
    init(message: [UInt8], level: Level, mask forcedMask: Int? = nil) throws {
        guard let version = (1...40).first(where: { QRCode.dataCapacity(version: $0, level: level) * 8 >= QRCode.bitsNeeded(message.count, version: $0) }) else {
            throw EncodeError.tooLong(bytes: message.count, level: level)
        }
        let codewords = QRCode.codewords(message: message, version: version, level: level)
        var base = QRCode(version: version)
        let isFunction = base.drawFunctionPatterns()
        base.placeData(codewords, isFunction: isFunction)
        func masked(_ mask: Int) -> QRCode {
            var symbol = base
            symbol.applyMask(mask, isFunction: isFunction)
            symbol.drawFormatBits(level: level, mask: mask)
            return QRCode(version: version, size: symbol.size, mask: mask, modules: symbol.modules)
        }
        if let forcedMask { self = masked(forcedMask); return }
        var best = masked(0), bestPenalty = best.penalty()
        for mask in 1..<8 {
            let candidate = masked(mask), penalty = candidate.penalty()
            if penalty < bestPenalty { best = candidate; bestPenalty = penalty }
        }
        self = best
    }

    private init(version: Int) {
        self.version = version; size = version * 4 + 17; mask = 0
        modules = [Bool](repeating: false, count: size * size)
    }
    private init(version: Int, size: Int, mask: Int, modules: [Bool]) {
        self.version = version; self.size = size; self.mask = mask; self.modules = modules
    }

    private mutating func set(_ x: Int, _ y: Int, _ dark: Bool) { modules[y * size + x] = dark }

    // MARK: Capacity and codewords

    /// Error-correction codewords per block, by level then version (ISO/IEC 18004 table 9).
    static let eccPerBlock: [[Int]] = [
        [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]
    /// Error-correction blocks, by level then version (ISO/IEC 18004 table 9).
    static let blocks: [[Int]] = [
        [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]

    /// Modules that carry codewords: the symbol less its function patterns and format and version information.
    static func rawModules(version v: Int) -> Int {
        var n = (16 * v + 128) * v + 64
        if v >= 2 {
            let align = v / 7 + 2
            n -= (25 * align - 10) * align - 55
            if v >= 7 { n -= 36 }
        }
        return n
    }
    static func dataCapacity(version: Int, level: Level) -> Int {
        rawModules(version: version) / 8 - eccPerBlock[level.rawValue][version] * blocks[level.rawValue][version]
    }
    /// Bits a byte-mode segment of `count` bytes takes: mode, character count, data.
    static func bitsNeeded(_ count: Int, version: Int) -> Int {
        let countBits = version <= 9 ? 8 : 16
        return count < (1 << countBits) ? 4 + countBits + 8 * count : Int.max
    }

    /// The data codewords (mode, count, message, terminator, padding) split into blocks, each with
    /// its Reed–Solomon codewords, interleaved as the symbol carries them.
    static func codewords(message: [UInt8], version: Int, level: Level) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) { for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 == 1) } }
        append(0b0100, 4)
        append(message.count, version <= 9 ? 8 : 16)
        for byte in message { append(Int(byte), 8) }
        let capacity = dataCapacity(version: version, level: level) * 8
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var data = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while data.count < capacity / 8 { data.append(pad); pad ^= 0xEC ^ 0x11 }

        let blockCount = blocks[level.rawValue][version], eccLength = eccPerBlock[level.rawValue][version]
        let raw = rawModules(version: version) / 8
        let shortBlocks = blockCount - raw % blockCount, shortLength = raw / blockCount
        let divisor = ReedSolomon.generator(degree: eccLength)
        var dataBlocks: [[UInt8]] = [], eccBlocks: [[UInt8]] = []
        var k = 0
        for i in 0..<blockCount {
            let length = shortLength - eccLength + (i < shortBlocks ? 0 : 1)
            let block = Array(data[k..<k + length]); k += length
            dataBlocks.append(block); eccBlocks.append(ReedSolomon.remainder(block, divisor))
        }
        var result: [UInt8] = []
        for i in 0..<(shortLength - eccLength + 1) {
            for block in dataBlocks where i < block.count { result.append(block[i]) }
        }
        for i in 0..<eccLength { for block in eccBlocks { result.append(block[i]) } }
        return result
    }

    // MARK: Function patterns

    /// Draws finders, separators, timing and alignment patterns, and the version information;
    /// reserves the format areas. Returns which modules are function modules.
    private mutating func drawFunctionPatterns() -> [Bool] {
        var isFunction = [Bool](repeating: false, count: size * size)
        func mark(_ x: Int, _ y: Int, _ dark: Bool) { set(x, y, dark); isFunction[y * size + x] = true }
        for i in 0..<size {
            mark(6, i, i % 2 == 0); mark(i, 6, i % 2 == 0)
        }
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 {
                    let x = cx + dx, y = cy + dy
                    guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                    let d = max(abs(dx), abs(dy))
                    mark(x, y, d != 2 && d != 4)
                }
            }
        }
        let centers = QRCode.alignmentCenters(version: version)
        for (i, cx) in centers.enumerated() {
            for (j, cy) in centers.enumerated() {
                // Not over the finders' corners.
                if (i == 0 && j == 0) || (i == 0 && j == centers.count - 1) || (i == centers.count - 1 && j == 0) { continue }
                for dy in -2...2 { for dx in -2...2 { mark(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1) } }
            }
        }
        // Format areas (written per mask later), and the dark module.
        for i in 0..<9 { isFunction[8 * size + i] = true; isFunction[i * size + 8] = true }
        for i in 0..<8 { isFunction[8 * size + size - 1 - i] = true; isFunction[(size - 1 - i) * size + 8] = true }
        mark(8, size - 8, true)
        if version >= 7 {
            let bits = QRCode.bch(version, generator: 0x1F25, degree: 12)
            for i in 0..<18 {
                let dark = (bits >> i) & 1 == 1, a = size - 11 + i % 3, b = i / 3
                mark(a, b, dark); mark(b, a, dark)
            }
        }
        return isFunction
    }

    /// Alignment pattern centers on each axis.
    static func alignmentCenters(version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2, size = version * 4 + 17
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        // The last at size − 7, the others `step` apart before it, the first at 6.
        return [6] + (1..<count).map { size - 7 - (count - 1 - $0) * step }
    }

    /// `value` followed by its BCH check bits: the remainder of value · x^degree divided by
    /// `generator` (a polynomial over GF(2) of that degree).
    static func bch(_ value: Int, generator: Int, degree: Int) -> Int {
        var remainder = value << degree
        for shift in stride(from: Int.bitWidth - 1 - remainder.leadingZeroBitCount, through: degree, by: -1) where (remainder >> shift) & 1 == 1 {
            remainder ^= generator << (shift - degree)
        }
        return value << degree | remainder
    }

    private mutating func drawFormatBits(level: Level, mask: Int) {
        let bits = QRCode.bch(level.formatBits << 3 | mask, generator: 0x537, degree: 10) ^ 0x5412
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        for i in 0...5 { set(8, i, bit(i)) }
        set(8, 7, bit(6)); set(8, 8, bit(7)); set(7, 8, bit(8))
        for i in 9..<15 { set(14 - i, 8, bit(i)) }
        for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
        set(8, size - 8, true)
    }

    // MARK: Data and masks

    /// Places codewords in the two-column zigzag from the bottom right, skipping function modules.
    private mutating func placeData(_ codewords: [UInt8], isFunction: [Bool]) {
        var i = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let upward = ((right + 1) & 2) == 0
                    let y = upward ? size - 1 - vertical : vertical
                    guard !isFunction[y * size + x] else { continue }
                    if i < codewords.count * 8 {
                        set(x, y, (codewords[i >> 3] >> (7 - (i & 7))) & 1 == 1)
                        i += 1
                    }
                }
            }
            right -= 2
        }
    }

    private mutating func applyMask(_ mask: Int, isFunction: [Bool]) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] {
                let flip: Bool
                switch mask {
                case 0: flip = (x + y) % 2 == 0
                case 1: flip = y % 2 == 0
                case 2: flip = x % 3 == 0
                case 3: flip = (x + y) % 3 == 0
                case 4: flip = (x / 3 + y / 2) % 2 == 0
                case 5: flip = x * y % 2 + x * y % 3 == 0
                case 6: flip = (x * y % 2 + x * y % 3) % 2 == 0
                default: flip = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if flip { modules[y * size + x].toggle() }
            }
        }
    }

    /// The mask penalty (ISO/IEC 18004 §7.8.3): runs of five or more, 2×2 blocks, finder-like
    /// patterns, and the dark share's distance from half.
    func penalty() -> Int {
        var total = 0
        for horizontal in [true, false] {
            for line in 0..<size {
                let cells = (0..<size).map { horizontal ? self[$0, line] : self[line, $0] }
                var run = 1
                for i in 1...size {
                    if i < size, cells[i] == cells[i - 1] { run += 1; continue }
                    if run >= 5 { total += run - 2 }
                    run = 1
                }
                // A finder-like 1:1:3:1:1 run with four light modules on either side (the quiet
                // zone around the symbol is light).
                let pattern: [Bool] = [true, false, true, true, true, false, true]
                func light(_ i: Int) -> Bool { i < 0 || i >= size || !cells[i] }
                for start in 0...(size - 7) where Array(cells[start..<start + 7]) == pattern {
                    if (start - 4..<start).allSatisfy(light) || (start + 7..<start + 11).allSatisfy(light) { total += 40 }
                }
            }
        }
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let c = self[x, y]
                if c == self[x + 1, y], c == self[x, y + 1], c == self[x + 1, y + 1] { total += 3 }
            }
        }
        let dark = modules.lazy.filter { $0 }.count, all = size * size
        let k = (abs(dark * 20 - all * 10) + all - 1) / all - 1
        total += max(0, k) * 10
        return total
    }
}

/// Reed–Solomon codewords over GF(2⁸) with the primitive polynomial x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var z: UInt16 = 0
        for i in stride(from: 7, through: 0, by: -1) {
            z = (z << 1) ^ ((z >> 7) * 0x11D)
            z ^= UInt16((y >> i) & 1) * UInt16(x)
        }
        return UInt8(z & 0xFF)
    }
    /// The generator polynomial (x − α⁰)(x − α¹)…(x − αⁿ⁻¹), its coefficients after the leading 1.
    static func generator(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for j in 0..<degree {
                result[j] = multiply(result[j], root)
                if j + 1 < degree { result[j] ^= result[j + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }
    /// The remainder of data · xⁿ divided by the generator: the block's error-correction codewords.
    static func remainder(_ data: [UInt8], _ divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for i in divisor.indices { result[i] ^= multiply(divisor[i], factor) }
        }
        return result
    }
}
