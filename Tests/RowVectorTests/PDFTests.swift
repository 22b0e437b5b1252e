import RowRaster
import Testing
@testable import RowVector

@Suite struct PDFTests {
    func page(_ bytes: [UInt8]) throws -> VectorImage { try VectorImage.read(bytes, name: "test.pdf") }

    @Test func aPageIsDrawnWithYDownFromItsTopLeft() throws {
        // The bottom-left quarter in PDF space is the bottom-left in the image.
        let image = try page(pdf(content: "1 0 0 rg 0 0 10 5 re f"))
        #expect(image.width == 20 && image.height == 10)
        let c = try render(image)
        #expect(rgb(c, 5, 7) == 0xFF0000 && rgb(c, 5, 2) == 0xFFFFFF && rgb(c, 15, 7) == 0xFFFFFF)
    }

    @Test func compressedContentTransformsStrokesAndColorSpaces() throws {
        let content = """
            q 2 0 0 2 0 0 cm 0 0 1 rg 0 0 2.5 5 re f Q
            q /DeviceCMYK cs 0 1 1 0 sc 10 0 5 10 re f Q
            0 g 4 w 15 5 m 20 5 l S
            """
        let c = try render(page(pdf(content: content, compress: true)))
        #expect(rgb(c, 2, 5) == 0x0000FF)     // scaled by cm: 0…5 wide
        #expect(rgb(c, 7, 5) == 0xFFFFFF)
        #expect(rgb(c, 12, 5) == 0xFF0000)    // CMYK (0, 1, 1, 0)
        #expect(rgb(c, 18, 5) == 0 && rgb(c, 18, 1) == 0xFFFFFF)  // a 4-wide line
    }

    @Test func clipsAndTransparency() throws {
        let content = "q 0 0 10 10 re W n 0 g 0 0 20 10 re f Q /GS0 gs 0 g 10 0 10 10 re f"
        let c = try render(page(pdf(content: content, resources: "<< /ExtGState << /GS0 << /ca 0.5 >> >> >>")))
        #expect(rgb(c, 5, 5) == 0)
        #expect(isHalfOpaqueBlack(c, 15, 5))
    }

    @Test func evenOddClipsLeaveTheirHoles() throws {
        // Two nested squares, clipped even-odd: a frame whose middle stays empty.
        let c = try render(page(pdf(content: "0 0 20 10 re 5 2 10 6 re W* n 0 g 0 0 20 10 re f", box: "0 0 20 10")))
        #expect(rgb(c, 1, 5) == 0 && rgb(c, 10, 5) == 0xFFFFFF)
        let nonzero = try render(page(pdf(content: "0 0 20 10 re 5 2 10 6 re W n 0 g 0 0 20 10 re f", box: "0 0 20 10")))
        #expect(rgb(nonzero, 10, 5) == 0)
    }

    @Test func shadingPatternsAreGradients() throws {
        let resources = "<< /Pattern << /P0 5 0 R >> >>"
        let shading = "<< /PatternType 2 /Shading << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 20 0] /Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> >> >>"
        let c = try render(page(pdf(content: "/Pattern cs /P0 scn 0 0 20 10 re f", resources: resources, extra: [shading])))
        #expect(rgb(c, 0, 5) >> 16 > 0xF0)
        #expect(rgb(c, 19, 5) & 0xFF > 0xF0)
    }

    @Test func calculatorAndSampledFunctionsShade() throws {
        // Figma's exports write piecewise gradients as PostScript calculator functions.
        let program = "{ dup 0.5 gt { pop 0 0 1 } { pop 1 0 0 } ifelse }"
        let calculator = "<< /FunctionType 4 /Domain [0 1] /Range [0 1 0 1 0 1] /Length \(program.utf8.count) >>\nstream\n\(program)\nendstream"
        let resources = "<< /Shading << /S0 << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 20 0] /Function 5 0 R >> >> >>"
        let c = try render(page(pdf(content: "0 0 20 10 re W n /S0 sh", resources: resources, extra: [calculator])))
        #expect(rgb(c, 4, 5) == 0xFF0000 && rgb(c, 16, 5) == 0x0000FF)
        // Two 8-bit samples (green, then blue), interpolated.
        let sampled = Array("<< /FunctionType 0 /Domain [0 1] /Range [0 1 0 1 0 1] /Size [2] /BitsPerSample 8 /Length 6 >>\nstream\n".utf8)
            + [0, 0xFF, 0, 0, 0, 0xFF] + Array("\nendstream".utf8)
        let s = try render(page(pdf(content: "0 0 20 10 re W n /S0 sh", resources: resources, raw: [sampled])))
        #expect(rgb(s, 0, 5) >> 8 & 0xFF > 0xF0 && rgb(s, 19, 5) & 0xFF > 0xF0)
    }

    @Test func softMasksAndTransparencyGroups() throws {
        // A luminosity mask: white on the left half, black on the right.
        let maskForm = "<< /Type /XObject /Subtype /Form /BBox [0 0 20 10] /Group << /S /Transparency >> /Length 40 >>\nstream\n1 g 0 0 10 10 re f 0 g 10 0 10 10 re f   \nendstream"
        let resources = "<< /ExtGState << /M << /SMask << /Type /Mask /S /Luminosity /G 5 0 R >> >> /H << /ca 0.5 >> >> /XObject << /F 6 0 R >> >>"
        // A transparency group at alpha 0.5: its two overlapping squares composite as one.
        let group = "<< /Type /XObject /Subtype /Form /BBox [0 0 20 10] /Group << /S /Transparency >> /Length 34 >>\nstream\n0 g 0 0 6 10 re f 0 0 6 10 re f   \nendstream"
        let masked = try render(page(pdf(content: "q /M gs 1 0 0 rg 0 0 20 10 re f Q", resources: resources, extra: [maskForm, group])))
        #expect(rgb(masked, 5, 5) == 0xFF0000 && rgb(masked, 15, 5) == 0xFFFFFF)
        let faded = try render(page(pdf(content: "/H gs /F Do", resources: resources, extra: [maskForm, group])))
        #expect(isHalfOpaqueBlack(faded, 3, 5), "the group's squares composite before its 0.5 alpha")
    }

    @Test func blendModesFromTheGraphicsState() throws {
        // Figma's exports overlay white on a gradient: with /BM /Overlay it lightens, it does not cover.
        let resources = "<< /ExtGState << /O << /BM /Overlay >> /M << /BM [/Multiply] >> >> >>"
        let c = try render(page(pdf(content: "0 0 1 rg 0 0 20 10 re f q /O gs 1 g 0 0 10 10 re f Q q /M gs 1 0 0 rg 10 0 10 10 re f Q", resources: resources)))
        #expect(rgb(c, 5, 5) == 0x0000FF, "overlay of white on pure blue keeps it (hard light of a backdrop's 0 and 1)")
        #expect(rgb(c, 15, 5) == 0x000000, "red multiplied with blue is black")
    }

    @Test func formXObjectsDrawWithTheirMatrix() throws {
        let resources = "<< /XObject << /F 5 0 R >> >>"
        let form = "<< /Type /XObject /Subtype /Form /BBox [0 0 5 5] /Matrix [1 0 0 1 10 0] /Length 21 >>\nstream\n1 0 0 rg 0 0 9 9 re f\nendstream"
        let c = try render(page(pdf(content: "/F Do", resources: resources, extra: [form])))
        #expect(rgb(c, 12, 7) == 0xFF0000)          // moved by the form's matrix
        #expect(rgb(c, 17, 7) == 0xFFFFFF)          // cut to its BBox
        #expect(rgb(c, 2, 7) == 0xFFFFFF)
    }

    @Test func objectsInsideObjectStreamsAreFound() throws {
        // PDF 1.5: the page tree lives in an object stream and there is no xref table.
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>"]
        var body = "", pairs: [String] = []
        for (i, o) in objects.enumerated() { pairs.append("\(i + 1) \(body.utf8.count)"); body += o + " " }
        let header = pairs.joined(separator: " ") + " "
        let packed = header + body, first = header.utf8.count
        var file = Array("%PDF-1.5\n".utf8)
        file += Array("5 0 obj\n<< /Type /ObjStm /N 3 /First \(first) /Length \(packed.utf8.count) >>\nstream\n\(packed)\nendstream\nendobj\n".utf8)
        file += Array("4 0 obj\n<< /Length 19 >>\nstream\n0 0 1 rg 0 0 9 9 re f\nendstream\nendobj\n".utf8)
        file += Array("6 0 obj\n<< /Type /XRef /Root 1 0 R /Size 7 /W [1 2 1] /Length 0 >>\nstream\n\nendstream\nendobj\n%%EOF\n".utf8)
        let c = try render(page(file))
        #expect(rgb(c, 5, 5) == 0x0000FF)
    }

    @Test(arguments: [
        ("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF", "test.pdf: no page"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /Contents 2 0 R >> endobj\n%%EOF", "test.pdf: the page has no MediaBox"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 0 10] >> endobj\n%%EOF", "test.pdf: the page's box is empty or too large (0.0 × 10.0)"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj\n2 0 obj << /Length 4 /Filter /DCTDecode >>\nstream\nabcd\nendstream endobj",
         "test.pdf: a stream filter DCTDecode is not supported (only FlateDecode)"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj\n2 0 obj << /Length 4 /Filter /FlateDecode >>\nstream\nabcd\nendstream endobj",
         "test.pdf: a FlateDecode stream does not inflate (or is over 64 MiB)"),
    ])
    func badFilesAreOneLineErrors(_ text: String, _ message: String) throws {
        do { _ = try page(Array(text.utf8)); Issue.record("no error for \(message)") } catch let e as VectorImageError {
            #expect(e.description == message)
        }
    }

    @Test func unterminatedSyntaxInContentIsAnErrorNotATrap() throws {
        for content in ["(unterminated", "<< /A", "[1 2", String(repeating: "[", count: 100)] {
            #expect(throws: (any Error).self) { _ = try page(pdf(content: content)) }
        }
    }
}
