import RowRaster
import Testing
@testable import RowVector

@Suite struct SVGTests {
    @Test func shapesFillInTheirColorsAtTheDocumentsSize() throws {
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
              <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
              <circle cx="15" cy="5" r="4" fill="rgb(0, 0, 255)"/>
            </svg>
            """)
        #expect(image.width == 20 && image.height == 10)
        let c = try render(image)
        #expect(rgb(c, 5, 5) == 0xFF0000)
        #expect(rgb(c, 15, 5) == 0x0000FF)
        #expect(rgb(c, 19, 0) == 0xFFFFFF)
    }

    @Test func theRootsPresentationAttributesAreInherited() throws {
        // Feather-style icons set `fill="none" stroke=…` on <svg> itself: their shapes are outlines.
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" stroke="#000" stroke-width="2">
              <circle cx="12" cy="12" r="8"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 12, 12) == 0xFFFFFF, "the inside is not filled")
        #expect(rgb(c, 4, 12) < 0x404040, "the outline is drawn")
    }

    @Test func styleSheetsApplyByClassIdAndSpecificity() throws {
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="10">
              <style>.a { fill: #ff0000 } #b { fill: #00ff00 } rect.c { fill: #0000ff } /* a comment */</style>
              <rect class="a" id="b" width="10" height="10" fill="#000"/>
              <rect class="a" x="10" width="10" height="10"/>
              <rect class="c" x="20" width="10" height="10" style="fill: #ffff00"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 5, 5) == 0x00FF00)   // #id beats .class beats the attribute
        #expect(rgb(c, 15, 5) == 0xFF0000)
        #expect(rgb(c, 25, 5) == 0xFFFF00)  // the style attribute beats the sheet
    }

    @Test func windowsLineEndsAreSpaceToo() throws {
        // Illustrator on Windows writes CRLF: a sheet's selectors and a viewBox keep working.
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"10\" viewBox=\"0\r\n0 20 10\">\r\n<style type=\"text/css\">\r\n\t.st0{opacity:0.5;}\r\n\t.st1{fill:#FF0000;}\r\n</style>\r\n"
            + "<g class=\"st0\"><rect width=\"10\" height=\"10\"/></g>\r\n<rect class=\"st1\" x=\"10\" width=\"10\" height=\"10\"/>\r\n</svg>\r\n"
        let c = try render(svg(text))
        #expect(isHalfOpaqueBlack(c, 5, 5))
        #expect(rgb(c, 15, 5) == 0xFF0000)
    }

    @Test func arcsGoTheWayTheirFlagsSay() throws {
        // From (0,10) to (20,10), radius 10: sweep 1 bulges up (y down), sweep 0 down.
        let up = try render(svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><path d="M0 10 A10 10 0 0 1 20 10 Z"/></svg>"#))
        let down = try render(svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><path d="M0 10a10 10 0 0020 0z"/></svg>"#))
        #expect(rgb(up, 10, 2) == 0 && rgb(up, 10, 17) == 0xFFFFFF)
        #expect(rgb(down, 10, 17) == 0 && rgb(down, 10, 2) == 0xFFFFFF)
        // Radii too small to reach are scaled up: still a half circle through (10, 0).
        let scaled = try render(svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><path d="M0 10 A1 1 0 0 1 20 10 Z"/></svg>"#))
        #expect(rgb(scaled, 10, 2) == 0)
    }

    @Test func aViewBoxIsFittedMiddleAndMeet() throws {
        // A square viewBox in a 40×20 document: drawn 20×20, centred.
        let image = try svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 10 10"><rect width="10" height="10" fill="red"/></svg>"#)
        let c = try render(image)
        #expect(rgb(c, 5, 10) == 0xFFFFFF && rgb(c, 20, 10) == 0xFF0000 && rgb(c, 35, 10) == 0xFFFFFF)
    }

    @Test func transformsGroupsUseAndOpacity() throws {
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20">
              <defs><symbol id="s" viewBox="0 0 1 1"><rect width="1" height="1"/></symbol>
                    <rect id="r" width="5" height="5"/></defs>
              <g fill="#0000ff" transform="translate(10 0) scale(2)"><use xlink:href="#r"/></g>
              <use href="#s" x="30" y="0" width="10" height="10" fill="#00ff00"/>
              <rect x="0" y="10" width="10" height="10" fill="#000" opacity="0.5"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 19, 9) == 0x0000FF && rgb(c, 21, 5) == 0xFFFFFF)
        #expect(rgb(c, 35, 5) == 0x00FF00)
        #expect(isHalfOpaqueBlack(c, 5, 15))
    }

    @Test func gradientsSpanTheShapesBoundingBox() throws {
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="10">
              <linearGradient id="g"><stop offset="0" stop-color="#ff0000"/><stop offset="100%" stop-color="#0000ff"/></linearGradient>
              <rect x="50" width="50" height="10" fill="url(#g)"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 50, 5) >> 16 > 0xF0 && rgb(c, 50, 5) & 0xFF < 0x10)
        #expect(rgb(c, 99, 5) >> 16 < 0x10 && rgb(c, 99, 5) & 0xFF > 0xF0)
        #expect(rgb(c, 10, 5) == 0xFFFFFF)
    }

    @Test func clipPathsCut() throws {
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
              <clipPath id="left"><rect width="10" height="20"/></clipPath>
              <rect width="20" height="20" fill="#000" clip-path="url(#left)"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 5, 10) == 0 && rgb(c, 15, 10) == 0xFFFFFF)
    }

    @Test func evenOddClipPaths() throws {
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
              <clipPath id="ring"><path clip-rule="evenodd" d="M0 0H20V20H0Z M5 5H15V15H5Z"/></clipPath>
              <rect width="20" height="20" fill="#000" clip-path="url(#ring)"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 2, 10) == 0 && rgb(c, 10, 10) == 0xFFFFFF)
        #expect(image.undrawn.isEmpty)
    }

    @Test func masksUseTheirContentsLuminance() throws {
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
              <mask id="m"><rect width="10" height="10" fill="white"/><rect x="10" width="10" height="10" fill="black"/></mask>
              <rect width="20" height="10" fill="#0000ff" mask="url(#m)"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 5, 5) == 0x0000FF && rgb(c, 15, 5) == 0xFFFFFF)
    }

    @Test func groupsDeeperThanTheLimitDrawWithoutTheirGroup() throws {
        let depth = VectorImage.maxGroupDepth + 6
        let image = try svg("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">" + String(repeating: "<g opacity=\"0.99\">", count: depth)
                            + "<rect width=\"10\" height=\"10\"/>" + String(repeating: "</g>", count: depth) + "</svg>")
        let groups = image.items.filter { if case .beginGroup = $0 { true } else { false } }.count
        #expect(groups == VectorImage.maxGroupDepth)
        #expect(image.undrawn == ["groups nested deeper than \(VectorImage.maxGroupDepth)"])
        // The kept groups' opacities multiply (0.99²⁴ ≈ 0.79 of black over white: ≈ 55, and 8-bit layers round).
        let gray = rgb(try render(image), 5, 5) >> 16
        #expect((45...70).contains(gray), "\(gray)")
    }

    @Test func mixBlendModes() throws {
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
              <rect width="20" height="10" fill="#ffff00"/>
              <rect width="10" height="10" fill="#00ffff" style="mix-blend-mode: multiply"/>
              <rect x="10" width="10" height="10" fill="#0000ff" style="mix-blend-mode: color-dodge"/>
            </svg>
            """)
        let c = try render(image)
        #expect(rgb(c, 5, 5) == 0x00FF00)     // yellow × cyan
        #expect(rgb(c, 15, 5) == 0xFFFF00)    // dodging by 0 and 1 where yellow is 1 or 0… blue's 1 saturates only blue, which is 0
    }

    @Test func figmasDropShadowFilterIsALayerShadow() throws {
        // As Figma exports a drop shadow (offset 0 4, blur 2, black at 25 %) under a shape.
        let image = try svg("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
              <filter id="f" x="0" y="0" width="40" height="40" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
                <feFlood flood-opacity="0" result="BackgroundImageFix"/>
                <feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
                <feOffset dy="4"/>
                <feGaussianBlur stdDeviation="2"/>
                <feComposite in2="hardAlpha" operator="out"/>
                <feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.25 0"/>
                <feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow"/>
                <feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow" result="shape"/>
              </filter>
              <g filter="url(#f)"><rect x="10" y="10" width="20" height="20" fill="#ff0000"/></g>
            </svg>
            """)
        #expect(image.undrawn.isEmpty)
        guard case .beginGroup(let g)? = image.items.first else { Issue.record("no group"); return }
        #expect(g.shadows == [DropShadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.25), sigma: 2, offset: Point(0, 4))])
        let c = try render(image)
        #expect(rgb(c, 20, 20) == 0xFF0000)
        #expect(rgb(c, 20, 32) < 0xF0F0F0 && rgb(c, 20, 32) > 0x808080, "the shadow shows below the shape")
        #expect(rgb(c, 20, 7) == 0xFFFFFF, "and not above it")
    }

    @Test func whatIsNotDrawnIsNamed() throws {
        let image = try svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><text x="0" y="10">Hi</text><filter id="f"><feTurbulence/></filter><rect width="5" height="5" filter="url(#f)"/></svg>"#)
        #expect(image.undrawn == ["text", "filters"])
        #expect(image.items.count == 1)
    }

    @Test(arguments: [
        ("<html></html>", "test.svg: the root element is <html>, not <svg>"),
        ("<svg width=\"10\" height=\"10\"><rect></svg>", "test.svg: line 1: </svg> closes <rect>"),
        ("<svg width=\"10\">\n<rect/></svg>", "test.svg: no size: the <svg> element needs width and height or a viewBox"),
        ("<svg width=\"10\" height=\"10\">\n<path d=\"M0 0 L 5\"/></svg>", "test.svg: <path id=\"\"> d: svg path: expected a number at offset 8"),
        ("<svg width=\"10\" height=\"10\"><rect width=10/></svg>", "test.svg: line 1: attribute width of <rect> is not quoted"),
        ("", "test.svg: line 1: no root element"),
    ])
    func badDocumentsAreOneLineErrors(_ text: String, _ message: String) throws {
        #expect(throws: VectorImageError.self) { try svg(text) }
        do { _ = try svg(text) } catch let e as VectorImageError { #expect(e.description == message) }
    }

    @Test func nestingIsBounded() throws {
        let deep = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\">" + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>"
        do { _ = try svg(deep); Issue.record("no error") } catch let e as VectorImageError {
            #expect(e.description.hasSuffix("elements nested deeper than 256"))
        }
    }
}
