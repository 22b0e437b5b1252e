import Foundation
import Testing
import CZlib
import RowRaster
@testable import RowVector

/// Draws a vector image at `scale` pixels per unit on white, as a row would.
func render(_ image: VectorImage, scale: Double = 1) throws -> Canvas {
    let w = image.width * scale, h = image.height * scale
    var list = DisplayList(width: Int(w.rounded(.up)), height: Int(h.rounded(.up)), background: RGBA(red: 1, green: 1, blue: 1))
    list.ops = image.displayOps(in: Rect(x: 0, y: 0, width: w, height: h))
    return try Renderer().render(list)
}

func svg(_ text: String) throws -> VectorImage { try VectorImage.read(Array(text.utf8), name: "test.svg") }

/// A pixel as 0xRRGGBB (on the white background, so opaque).
func rgb(_ c: Canvas, _ x: Int, _ y: Int) -> UInt32 {
    let p = c[x, y]
    return UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
}

/// Whether a pixel is black at half opacity over the white background (8-bit rounding aside).
func isHalfOpaqueBlack(_ c: Canvas, _ x: Int, _ y: Int) -> Bool { (126...129).contains(rgb(c, x, y) >> 16) }

/// A one-page PDF whose objects are written as given, with a cross-reference table that
/// points at them (so the file is well formed, as the tests of damaged files then break it).
func pdf(content: String, box: String = "0 0 20 10", resources: String = "<< >>", extra: [String] = [], raw: [[UInt8]] = [], compress: Bool = false) -> [UInt8] {
    var stream = Array(content.utf8), filter = ""
    if compress {
        var size = compressBound(uLong(stream.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        _ = CZlib.compress(&out, &size, stream, uLong(stream.count))
        stream = Array(out[0..<Int(size)]); filter = " /Filter /FlateDecode"
    }
    var objects: [[UInt8]] = [
        Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
        Array("<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [\(box)] >>".utf8),
        Array("<< /Type /Page /Parent 2 0 R /Resources \(resources) /Contents 4 0 R >>".utf8),
        Array("<< /Length \(stream.count)\(filter) >>\nstream\n".utf8) + stream + Array("\nendstream".utf8),
    ]
    objects += extra.map { Array($0.utf8) } + raw
    var file = Array("%PDF-1.4\n".utf8), offsets: [Int] = []
    for (i, o) in objects.enumerated() {
        offsets.append(file.count)
        file += Array("\(i + 1) 0 obj\n".utf8) + o + Array("\nendobj\n".utf8)
    }
    let xref = file.count
    file += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
    for o in offsets { file += Array(String(format: "%010d 00000 n \n", o).utf8) }
    file += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
    return file
}
