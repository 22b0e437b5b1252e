import Testing
import Foundation
import RowJPEG
import RowRaster

/// JPEG decoding: the formats apps ship, Exif orientation, and bad input as typed errors.
/// Fixtures: two flat 16 × 16 blocks, red (220, 30, 40) and blue (20, 60, 200), written by
/// tools/jpeg/fixtures.py.
@Suite struct JPEGTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name))) }

    func expectNear(_ p: Pixel, _ c: (Int, Int, Int), within tolerance: Int = 4, _ what: String) {
        let got = (Int(p.r), Int(p.g), Int(p.b))
        #expect(abs(got.0 - c.0) <= tolerance && abs(got.1 - c.1) <= tolerance && abs(got.2 - c.2) <= tolerance && p.a == 255,
                "\(what): \(got), expected \(c) within \(tolerance)")
    }

    @Test(arguments: ["baseline-420.jpg", "progressive.jpg", "cmyk.jpg"])
    func colourFormatsDecodeToTheirColours(name: String) throws {
        let canvas = try JPEG.decode(bytes(name))
        #expect(canvas.width == 32 && canvas.height == 16)
        expectNear(canvas[4, 8], (220, 30, 40), "\(name) left block")
        expectNear(canvas[27, 8], (20, 60, 200), "\(name) right block")
        #expect(canvas.isOpaque)
    }

    @Test func grayDecodesToItsLuma() throws {
        let canvas = try JPEG.decode(bytes("gray.jpg"))
        expectNear(canvas[4, 8], (88, 88, 88), within: 2, "gray left")
        expectNear(canvas[27, 8], (64, 64, 64), within: 2, "gray right")
    }

    @Test func decodingIsTheSameEveryTime() throws {
        let data = try bytes("progressive.jpg")
        #expect(try JPEG.decode(data).premultipliedRGBA == JPEG.decode(data).premultipliedRGBA)
    }

    /// The fixture with an APP1 Exif segment holding only the orientation tag.
    func oriented(_ orientation: UInt8) throws -> [UInt8] {
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let jpeg = try bytes("baseline-420.jpg")
        return Array(jpeg[0..<2]) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + Array(jpeg[2...])
    }

    @Test func exifOrientationTurnsThePictureUpright() throws {
        // 6: stored turned 90° counter-clockwise; upright, red (stored left) is on top.
        let six = try JPEG.decode(oriented(6))
        #expect(six.width == 16 && six.height == 32)
        expectNear(six[8, 4], (220, 30, 40), "orientation 6, top")
        expectNear(six[8, 27], (20, 60, 200), "orientation 6, bottom")
        // 8: stored turned 90° clockwise; upright, red is at the bottom.
        let eight = try JPEG.decode(oriented(8))
        #expect(eight.width == 16 && eight.height == 32)
        expectNear(eight[8, 27], (220, 30, 40), "orientation 8, bottom")
        // 2: mirrored; red on the right.
        let two = try JPEG.decode(oriented(2))
        #expect(two.width == 32 && two.height == 16)
        expectNear(two[27, 8], (220, 30, 40), "orientation 2, right")
        // 3: turned 180°; red on the right.
        expectNear(try JPEG.decode(oriented(3))[27, 8], (220, 30, 40), "orientation 3, right")
        // A PDF's image ignores the orientation.
        #expect(try JPEG.decode(oriented(6), upright: false).width == 32)
    }

    @Test func badInputIsATypedError() throws {
        let good = try bytes("baseline-420.jpg")
        #expect(throws: JPEGError.self) { try JPEG.decode([0x89, 0x50, 0x4E, 0x47]) }
        #expect(throws: JPEGError.self) { try JPEG.decode([]) }
        // Cut inside the entropy-coded data: an error, not a picture half gray.
        do { _ = try JPEG.decode(Array(good[0..<(good.count * 2 / 3)])); Issue.record("a truncated file decoded") }
        catch let e as JPEGError { #expect(e.description.hasPrefix("truncated JPEG"), "\(e)") }
        // Cut inside the headers.
        #expect(throws: JPEGError.self) { try JPEG.decode(Array(good[0..<40])) }
    }

    @Test func aForgedSizeIsRefusedBeforeAllocating() throws {
        var forged = try bytes("baseline-420.jpg")
        // The frame header (SOF0 or SOF2): height and width, 65,000 × 65,000.
        let sof = try #require((0..<(forged.count - 9)).first { forged[$0] == 0xFF && (forged[$0 + 1] == 0xC0 || forged[$0 + 1] == 0xC2) })
        forged[sof + 5] = 0xFD; forged[sof + 6] = 0xE8; forged[sof + 7] = 0xFD; forged[sof + 8] = 0xE8
        do { _ = try JPEG.decode(forged); Issue.record("a 65,000-pixel-wide JPEG decoded") }
        catch let e as JPEGError { #expect(e.description.contains("over the limit"), "\(e)") }
    }
}
