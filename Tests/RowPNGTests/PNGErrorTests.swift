import Testing
import Foundation
import RowFiles
import RowPNG
import RowRaster

/// Bad PNG input is a typed error, never a crash.
@Suite struct PNGErrorTests {
    func sample() throws -> [UInt8] {
        var canvas = try Canvas(width: 16, height: 9, fill: RGBA(r8: 10, g8: 200, b8: 30))
        canvas.fill(Path(circleCenter: Point(8, 4.5), radius: 4), paint: .solid(.black))
        return try PNG.encode(canvas)
    }

    /// Offsets of a chunk's length field, by type.
    func chunk(_ bytes: [UInt8], _ type: String) -> Int? {
        var i = 8
        while i + 8 <= bytes.count {
            let len = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self) == type { return i }
            i += 12 + len
        }
        return nil
    }

    /// Rewrites a chunk's CRC after editing its data.
    func fixCRC(_ bytes: inout [UInt8], at i: Int) {
        let len = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes[(i + 4)..<(i + 8 + len)] {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        crc ^= 0xFFFF_FFFF
        for k in 0..<4 { bytes[i + 8 + len + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
    }

    @Test func wrongSignature() throws {
        var b = try sample()
        b[1] = UInt8(ascii: "J")
        #expect { try PNG.decode(b) } throws: { if case PNGError.notPNG = $0 { true } else { false } }
        #expect { try PNG.decode(Array("GIF89a-not-a-png".utf8)) } throws: { if case PNGError.notPNG = $0 { true } else { false } }
        #expect { try PNG.decode([]) } throws: { if case PNGError.notPNG = $0 { true } else { false } }
    }

    @Test(arguments: [9, 20, 33, 50, 70])
    func truncated(at count: Int) throws {
        let b = try sample()
        #expect(throws: PNGError.self) { try PNG.decode(Array(b.prefix(count))) }
    }

    @Test func truncatedJustBeforeTheEnd() throws {
        let b = try sample()
        // Missing IEND: libpng may already have every row; a missing image tail must fail.
        let idat = try #require(chunk(b, "IDAT"))
        #expect { try PNG.decode(Array(b.prefix(idat + 20))) } throws: { if case PNGError.truncated = $0 { true } else { false } }
    }

    @Test func badCRCInHeaderAndData() throws {
        var b = try sample()
        let ihdr = try #require(chunk(b, "IHDR"))
        b[ihdr + 8 + 13] ^= 0xFF     // first CRC byte of IHDR
        #expect { try PNG.decode(b) } throws: { if case PNGError.corrupt(let m) = $0 { m.contains("CRC") } else { false } }
        var c = try sample()
        let idat = try #require(chunk(c, "IDAT"))
        c[idat + 10] ^= 0x55          // a data byte, CRC left stale
        #expect { try PNG.decode(c) } throws: { if case PNGError.corrupt = $0 { true } else { false } }
    }

    @Test func corruptCompressedDataWithValidCRC() throws {
        var b = try sample()
        let idat = try #require(chunk(b, "IDAT"))
        for k in 10..<20 { b[idat + k] = 0xFF }
        fixCRC(&b, at: idat)
        #expect(throws: PNGError.self) { try PNG.decode(b) }
    }

    @Test(arguments: [(UInt32(1_000_000), UInt32(1_000_000)), (UInt32(20_000), UInt32(10)), (UInt32(10_000), UInt32(10_000)), (UInt32(0), UInt32(5))])
    func absurdDimensions(width: UInt32, height: UInt32) throws {
        var b = try sample()
        let ihdr = try #require(chunk(b, "IHDR"))
        for k in 0..<4 {
            b[ihdr + 8 + k] = UInt8(truncatingIfNeeded: width >> (24 - 8 * k))
            b[ihdr + 12 + k] = UInt8(truncatingIfNeeded: height >> (24 - 8 * k))
        }
        fixCRC(&b, at: ihdr)
        #expect(throws: PNGError.self) { try PNG.decode(b) }
    }

    @Test func readsOtherColorTypes() throws {
        // A 2×1 8-bit greyscale PNG, built by hand: grey 0 and 255.
        let raw: [UInt8] = [0, 0, 255]             // filter byte + 2 pixels
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func add(_ type: String, _ data: [UInt8]) {
            let n = data.count
            png += [UInt8(n >> 24), UInt8((n >> 16) & 255), UInt8((n >> 8) & 255), UInt8(n & 255)] + Array(type.utf8) + data + [0, 0, 0, 0]
            fixCRC(&png, at: png.count - 12 - n)
        }
        add("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 0, 0, 0, 0])
        // zlib stream with a stored block.
        var z: [UInt8] = [0x78, 0x01, 1, 3, 0, 0xFC, 0xFF] + raw
        var a: UInt32 = 1, bsum: UInt32 = 0
        for x in raw { a = (a + UInt32(x)) % 65521; bsum = (bsum + a) % 65521 }
        let adler = bsum << 16 | a
        z += [UInt8(adler >> 24), UInt8((adler >> 16) & 255), UInt8((adler >> 8) & 255), UInt8(adler & 255)]
        add("IDAT", z)
        add("IEND", [])
        let decoded = try PNG.decode(png)
        #expect(decoded.canvas[0, 0] == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(decoded.canvas[1, 0] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func compressionLevelsAllDecodeToTheSamePixels() throws {
        var canvas = try Canvas(width: 40, height: 30, fill: .white)
        canvas.fill(Path(roundedRect: Rect(x: 3, y: 4, width: 30, height: 20), radius: 6, style: .continuous), paint: .solid(RGBA(r8: 0, g8: 122, b8: 255, a8: 200)))
        let fast = try PNG.encode(canvas, level: 1), small = try PNG.encode(canvas, level: 9), none = try PNG.encode(canvas, level: 0)
        #expect(none.count > fast.count)
        for bytes in [fast, small, none] { #expect(try PNG.decode(bytes).canvas == canvas) }
        #expect(throws: PNGError.self) { try PNG.encode(canvas, level: 10) }
    }

    @Test func writesAreAtomicAndLeaveNoTemporaryFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rowframe-png-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.png").path
        let canvas = try Canvas(width: 3, height: 2, fill: .black)
        try PNG.write(canvas, to: path, scale: 2)
        try PNG.write(canvas, to: path, scale: 2)     // replaces in place
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])
        let read = try PNG.read(path: path)
        #expect(read.canvas == canvas && read.pixelsPerMeter == 5669)
        // A folder that does not exist: an error, and nothing written.
        #expect(throws: FileError.self) { try PNG.write(canvas, to: dir.path + "/missing/out.png") }
        #expect(throws: FileError.self) { try PNG.read(path: dir.path + "/nope.png") }
        #expect(throws: FileError.self) { try PNG.read(path: dir.path) }
    }
}

/// Forged chunk lengths are refused before anything is allocated for them.
@Suite struct PNGChunkBudgetTests {
    func chunk(_ type: String, _ data: [UInt8], length: UInt32? = nil) -> [UInt8] {
        let l = length ?? UInt32(data.count)
        return [UInt8(l >> 24), UInt8(l >> 16 & 0xFF), UInt8(l >> 8 & 0xFF), UInt8(l & 0xFF)] + Array(type.utf8) + data + [0, 0, 0, 0]
    }

    @Test func forgedTextChunkLength() throws {
        let sig: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr = chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        let forged = sig + ihdr + chunk("tEXt", Array("Comment\u{0}xxxx".utf8), length: 0x7FFF_FFFF)
        #expect { try PNG.decode(forged) } throws: { "\($0)".contains("tEXt declares 2147483647 bytes") }
        #expect { try PNG.decodeStraight(forged) } throws: { "\($0)".contains("tEXt") }
        let huge = sig + ihdr + chunk("zTXt", [UInt8](repeating: 0, count: 16), length: 200 << 20)
        #expect { try PNG.decode(huge) } throws: { "\($0)".contains("over the limit") }
    }
}
