import Foundation
import RowPNG
import RowRaster
import Testing
@testable import RowVector

/// Bitmaps embedded in vector images: an SVG `<image>` with a PNG data URL, a PDF image
/// XObject (raw, indexed, with a soft-mask alpha) — placed in the box they are given.
@Suite struct BitmapTests {
    @Test func anSVGImageOfAPNGDataURLIsDrawnInItsBox() throws {
        var canvas = try Canvas(width: 2, height: 1)
        canvas[0, 0] = RGBA(red: 1, green: 0, blue: 0).premultiplied
        canvas[1, 0] = RGBA(red: 0, green: 0, blue: 1).premultiplied
        let url = "data:image/png;base64," + Data(try PNG.encode(canvas)).base64EncodedString()
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">
              <image x="0" y="10" width="40" height="20" xlink:href="\(url)"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 5, 20) == 0xFF0000 && rgb(c, 35, 20) == 0x0000FF)
        #expect(rgb(c, 20, 5) == 0xFFFFFF, "above the box: nothing")
        #expect(image.undrawn.isEmpty)
        let jpeg = try svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image width="4" height="4" href="data:image/jpeg;base64,AAAA"/></svg>"#)
        #expect(jpeg.undrawn == ["undecodable embedded bitmaps and formats other than PNG and JPEG"])
    }

    /// RowJPEGTests' fixture: 32 × 16 px, red (220, 30, 40) left, blue (20, 60, 200) right.
    static let jpeg = try! [UInt8](Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("RowJPEGTests/Fixtures/baseline-420.jpg")))

    /// Near red on the left and near blue on the right, as the fixture is.
    func redThenBlue(_ c: Canvas, y: Int, left: Int, right: Int) {
        let l = c[left, y], r = c[right, y]
        #expect(abs(Int(l.r) - 220) < 10 && l.g < 45 && l.b < 55, "\(l)")
        #expect(r.r < 35 && abs(Int(r.b) - 200) < 10, "\(r)")
    }

    @Test func embeddedJPEGsAreDrawnInSVGAndPDF() throws {
        let url = "data:image/jpeg;base64," + Data(Self.jpeg).base64EncodedString()
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="32" height="16"><image width="32" height="16" href="\(url)"/></svg>
            """)
        #expect(image.undrawn.isEmpty)
        redThenBlue(try render(image), y: 8, left: 4, right: 27)
        // A PDF image XObject whose data is a JPEG (DCTDecode), drawn 32 × 16.
        let xobject: [UInt8] = Array("<< /Type /XObject /Subtype /Image /Width 32 /Height 16 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length \(Self.jpeg.count) >>\nstream\n".utf8)
            + Self.jpeg + Array("\nendstream".utf8)
        let bytes = pdf(content: "q 32 0 0 16 0 0 cm /I Do Q", box: "0 0 32 16", resources: "<< /XObject << /I 5 0 R >> >>", raw: [xobject])
        let page = try VectorImage.read(bytes, name: "test.pdf")
        #expect(page.undrawn.isEmpty)
        redThenBlue(try render(page), y: 8, left: 4, right: 27)
    }

    @Test func aPDFImageFillsTheUnitSquareItsTransformMaps() throws {
        // A 20 × 1 RGB image (red, then blue) drawn 20 × 10 at the page's origin; an indexed one
        // (green, then yellow) whose soft mask hides its right half, drawn on the right.
        let red: [UInt8] = (0..<10).flatMap { _ in [255, 0, 0] as [UInt8] }, blue: [UInt8] = (0..<10).flatMap { _ in [0, 0, 255] as [UInt8] }
        let image: [UInt8] = Array("<< /Type /XObject /Subtype /Image /Width 20 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length 60 >>\nstream\n".utf8)
            + red + blue + Array("\nendstream".utf8)
        let indexed: [UInt8] = Array("<< /Type /XObject /Subtype /Image /Width 20 /Height 1 /ColorSpace [/Indexed /DeviceRGB 1 <00FF00FFFF00>] /BitsPerComponent 8 /SMask 7 0 R /Length 20 >>\nstream\n".utf8)
            + [UInt8](repeating: 0, count: 10) + [UInt8](repeating: 1, count: 10) + Array("\nendstream".utf8)
        let mask: [UInt8] = Array("<< /Type /XObject /Subtype /Image /Width 20 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 20 >>\nstream\n".utf8)
            + [UInt8](repeating: 255, count: 10) + [UInt8](repeating: 0, count: 10) + Array("\nendstream".utf8)
        let resources = "<< /XObject << /I 5 0 R /J 6 0 R >> >>"
        let bytes = pdf(content: "q 20 0 0 10 0 0 cm /I Do Q q 20 0 0 10 20 0 cm /J Do Q", box: "0 0 40 10", resources: resources, raw: [image, indexed, mask])
        let c = try render(VectorImage.read(bytes, name: "test.pdf"))
        #expect(rgb(c, 2, 5) == 0xFF0000 && rgb(c, 17, 5) == 0x0000FF)
        #expect(rgb(c, 22, 5) == 0x00FF00, "palette entry 0, opaque")
        #expect(rgb(c, 37, 5) == 0xFFFFFF, "entry 1 (yellow) under a zero alpha")
    }
}
