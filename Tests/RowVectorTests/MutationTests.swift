import RowRaster
import Testing
@testable import RowVector

/// Damaged files are errors or pictures, never a trap or a hang: seeded byte mutations of a
/// real-shaped SVG and PDF (flipped, deleted, duplicated and truncated bytes), each read and
/// drawn.
@Suite struct MutationTests {
    /// A small deterministic generator (Knuth's MMIX linear congruential step, high bits
    /// folded down), so a failure is reproducible.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static let svgSample = Array("""
        <?xml version="1.0"?><!DOCTYPE svg [<!ENTITY c "#123456">]><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
        <style>.a{fill:&c;} #b{stroke:red;stroke-width:2}</style><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="red"/>
        <stop offset="1" stop-color="blue"/></linearGradient><clipPath id="k"><circle cx="12" cy="12" r="10"/></clipPath>
        <mask id="m"><rect width="24" height="12" fill="white"/></mask></defs><g clip-path="url(#k)" opacity=".8" transform="rotate(10 12 12)">
        <path class="a" d="M2 2h20v20H2z m4 4 a6 6 0 1 0 12 0 a6 6 0 1 0-12 0z"/><rect id="b" x="4" y="4" width="16" height="16" rx="3" fill="url(#g)" mask="url(#m)"/>
        <use href="#b" x="1"/><polyline points="1,1 5,5 9,1" fill="none" stroke="#000" stroke-dasharray="2 1"/></g></svg>
        """.utf8)

    static let pdfSample = pdf(content: """
        q 1 0 0 1 2 2 cm 0.2 0.4 0.6 rg 0 0 8 6 re f /G0 gs 1 0 0 RG 2 w 1 J 0 0 m 8 6 l 4 0 8 6 2 1 c h S Q
        q 0 0 10 10 re W n /Pattern cs /P0 scn 0 0 20 10 re f Q /F Do
        """, resources: "<< /ExtGState << /G0 << /ca 0.5 /SMask << /S /Alpha /G 6 0 R >> >> >> /Pattern << /P0 5 0 R >> /XObject << /F 6 0 R >> >>",
        extra: ["<< /PatternType 2 /Shading << /ShadingType 3 /ColorSpace /DeviceRGB /Coords [5 5 0 5 5 5] /Function << /FunctionType 2 /C0 [1 1 1] /C1 [0 0 0] /N 1 >> >> >>",
                "<< /Subtype /Form /BBox [0 0 10 10] /Length 21 >>\nstream\n0 0 1 rg 1 1 4 4 re f\nendstream"])

    static func mutated(_ bytes: [UInt8], _ rng: inout Seeded) -> [UInt8] {
        var b = bytes
        for _ in 0..<Int.random(in: 1...4, using: &rng) where !b.isEmpty {
            let i = Int.random(in: 0..<b.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: b[i] = UInt8.random(in: 0...255, using: &rng)
            case 1: b.remove(at: i)
            case 2: b.insert(contentsOf: b[i..<min(b.count, i + 16)], at: i)
            default: b.removeSubrange(i...)
            }
        }
        return b
    }

    @Test(arguments: ["svg", "pdf"])
    func mutatedFilesAreErrorsOrPictures(_ kind: String) throws {
        var rng = Seeded(state: kind == "svg" ? 1 : 2)
        let sample = kind == "svg" ? Self.svgSample : Self.pdfSample
        let original = try VectorImage.read(sample, name: "sample")
        #expect(!original.items.isEmpty, "the sample itself draws")
        var read = 0, failed = 0
        for _ in 0..<300 {
            let bytes = Self.mutated(sample, &rng)
            do {
                let image = try VectorImage.read(bytes, name: "mutated")
                _ = image.displayOps(in: Rect(x: 0, y: 0, width: 48, height: 48))
                read += 1
            } catch is VectorImageError { failed += 1 }
        }
        #expect(read + failed == 300)
        #expect(read > 0 && failed > 0, "both outcomes occur: \(read) read, \(failed) refused")
    }
}
