import PNGBridge
import RowRaster

/// Animated PNG assembly. libpng has no APNG API, so each frame is encoded as a PNG by
/// libpng and its IDAT data is rewrapped: the first frame keeps IDAT (it is also the image
/// non-APNG viewers show), later frames become fdAT chunks; acTL follows IHDR and an fcTL
/// precedes each frame's data. Chunk CRCs come from zlib.
public enum APNG {
    /// One PNG file made of `frames` (encoded PNGs of equal size), each shown for
    /// `delayNumerator / delayDenominator` seconds; `plays` 0 loops forever.
    public static func assemble(frames: [[UInt8]], delayNumerator: UInt16, delayDenominator: UInt16, plays: UInt32 = 0) throws -> [UInt8] {
        guard !frames.isEmpty else { throw PNGError.invalidAnimation("an animation needs at least one frame") }
        let parsed = try frames.enumerated().map { i, bytes -> (ihdr: [UInt8], data: [[UInt8]], phys: [UInt8]?) in
            let chunks = try chunkList(bytes, frame: i)
            guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data else { throw PNGError.invalidAnimation("frame \(i) has no IHDR") }
            return (ihdr, chunks.filter { $0.type == "IDAT" }.map(\.data), chunks.first { $0.type == "pHYs" }?.data)
        }
        let header = parsed[0].ihdr
        for (i, f) in parsed.enumerated() where f.ihdr != header {
            throw PNGError.invalidAnimation("frame \(i) differs in size or format from frame 0")
        }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        append(&out, "IHDR", header)
        if let phys = parsed[0].phys { append(&out, "pHYs", phys) }
        append(&out, "acTL", be32(UInt32(frames.count)) + be32(plays))
        var sequence: UInt32 = 0
        for (i, f) in parsed.enumerated() {
            // fcTL: sequence, width, height, x, y, delay, dispose none, blend source.
            let fctl = be32(sequence) + Array(header[0..<8]) + be32(0) + be32(0) + be16(delayNumerator) + be16(delayDenominator) + [0, 0]
            append(&out, "fcTL", fctl)
            sequence += 1
            for data in f.data {
                if i == 0 {
                    append(&out, "IDAT", data)
                } else {
                    append(&out, "fdAT", be32(sequence) + data)
                    sequence += 1
                }
            }
        }
        append(&out, "IEND", [])
        return out
    }

    struct Chunk { let type: String; let data: [UInt8] }

    static func chunkList(_ bytes: [UInt8], frame: Int) throws -> [Chunk] {
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw PNGError.invalidAnimation("frame \(frame) is not a PNG")
        }
        var chunks: [Chunk] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard at + 12 + length <= bytes.count else { throw PNGError.invalidAnimation("frame \(frame): truncated chunk") }
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(bytes[(at + 8)..<(at + 8 + length)])))
            at += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    static func append(_ out: inout [UInt8], _ type: String, _ data: [UInt8]) {
        out += be32(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        let body = typeBytes + data
        let crc = body.withUnsafeBufferPointer { rf_crc32(0, $0.baseAddress, UInt($0.count)) }
        out += be32(UInt32(truncatingIfNeeded: crc))
    }
}
