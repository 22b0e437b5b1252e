import Foundation
import RowFiles
import RowPNG
import RowRaster
import RowScene
import RowTestSupport
import Testing

/// An app's asset catalog as Xcode writes it, in a scratch folder.
private struct TestCatalog {
    let scratch: Scratch
    var path: String { scratch.path("Assets.xcassets") }

    init() throws {
        scratch = try Scratch()
        try write("Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        // Hex components, a dark appearance in float components.
        try write("Assets.xcassets/AccentColor.colorset/Contents.json", """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x55","green":"0x2D","red":"0xFF"}},"idiom":"universal"},
             {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.500","red":"0.000"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """)
        // Display P3 and 0…255 integer components; a system color by reference; in a plain folder.
        try write("Assets.xcassets/Colors/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try write("Assets.xcassets/Colors/Brand.colorset/Contents.json", """
            {"colors":[{"color":{"color-space":"display-p3","components":{"alpha":"1","blue":"0.000","green":"0.500","red":"1.000"}},"idiom":"universal"},
             {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1","blue":"255","green":"255","red":"0"}},"idiom":"universal"}]}
            """)
        try write("Assets.xcassets/Colors/Positive.colorset/Contents.json", #"{"colors":[{"color":{"platform":"ios","reference":"systemGreenColor"},"idiom":"universal"}]}"#)
        // A namespace folder holding a template SVG.
        try write("Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try write("Assets.xcassets/Icons/star.imageset/Contents.json", """
            {"images":[{"filename":"star.svg","idiom":"universal"}],"properties":{"template-rendering-intent":"template","preserves-vector-representation":true}}
            """)
        try write("Assets.xcassets/Icons/star.imageset/star.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z" fill="#000"/></svg>
            """)
        // A PDF logo with a dark variant (PDF's y is up: the red bar is the bottom half).
        try write("Assets.xcassets/logo.imageset/Contents.json", """
            {"images":[{"filename":"logo.pdf","idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"logo-dark.pdf","idiom":"universal"}]}
            """)
        try write("Assets.xcassets/logo.imageset/logo.pdf", Self.pdf("1 0 0 rg 0 0 20 10 re f 0 0 1 rg 0 10 20 10 re f"))
        try write("Assets.xcassets/logo.imageset/logo-dark.pdf", Self.pdf("1 1 0 rg 0 0 20 20 re f"))
        // A bitmap at two scales: the render's scale picks the file.
        try write("Assets.xcassets/photo.imageset/Contents.json", """
            {"images":[{"filename":"p2.png","idiom":"universal","scale":"2x"},{"filename":"p3.png","idiom":"universal","scale":"3x"}]}
            """)
        try AtomicFile.write(try PNG.encode(try Self.solid(40, RGBA(red: 0, green: 1, blue: 0))), to: scratch.path("Assets.xcassets/photo.imageset/p2.png"))
        try AtomicFile.write(try PNG.encode(try Self.solid(60, RGBA(red: 0, green: 0, blue: 1))), to: scratch.path("Assets.xcassets/photo.imageset/p3.png"))
        try write("Assets.xcassets/old.imageset/Contents.json", #"{"images":[{"filename":"old.heic","idiom":"universal"}]}"#)
        try write("Assets.xcassets/old.imageset/old.heic", "not decoded")
    }

    func write(_ relative: String, _ text: String) throws {
        let path = scratch.path(relative)
        try FileTree.createFolder((path as NSString).deletingLastPathComponent)
        try AtomicFile.write(Array(text.utf8), to: path)
    }

    static func pdf(_ content: String) -> String {
        """
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] /Contents 4 0 R >> endobj
        4 0 obj << /Length \(content.utf8.count) >>
        stream
        \(content)
        endstream
        endobj
        trailer << /Root 1 0 R >>
        %%EOF
        """
    }

    static func solid(_ side: Int, _ color: RGBA) throws -> Canvas {
        var c = try Canvas(width: side, height: side)
        for y in 0..<side { for x in 0..<side { c[x, y] = color.premultiplied } }
        return c
    }
}

/// A row that uses every kind of asset.
private struct AssetRow: View {
    var body: some View {
        HStack(spacing: 8) {
            Image("Icons/star").foregroundStyle(.red)
            Image("logo")
            Image("photo")
            Image("old")
            Circle().fill(Color("Brand")).frame(width: 20, height: 20)
            Circle().fill(Color.accentColor).frame(width: 20, height: 20)
            Text("Positive").foregroundStyle(Color("Positive"))
        }
        .padding(8)
    }
}

@Suite struct AssetCatalogTests {
    @MainActor func layout(_ catalog: AssetCatalog, _ scheme: ColorScheme) throws -> (Canvas, [String]) {
        // Through the request's environment, which travels with it.
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.assetCatalogs = [catalog]
        let layout = try TestSupport.renderer.layout(AssetRow(), environment: env, background: Color(.systemBackground))
        return (try TestSupport.renderer.render(layout.displayList), layout.warnings)
    }

    @MainActor @Test func colorsAndImagesComeFromTheAppsCatalog() throws {
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        let catalog = try AssetCatalog(contentsOf: test.path)
        // The accent made before the catalog is in place (a design system's `static let`) is
        // looked up where it is used, as a named color is.
        let earlyAccent = Color.accentColor
        try AssetCatalog.with([catalog]) {
            #expect(Color("AccentColor").resolve(.light) == RGBA(red: 1, green: 0x2D / 255.0, blue: 0x55 / 255.0))
            #expect(Color.accentColor.resolve(.dark) == RGBA(red: 0, green: 0.5, blue: 1))
            #expect(earlyAccent.resolve(.dark) == RGBA(red: 0, green: 0.5, blue: 1))
            // Display P3's orange is outside sRGB: red clamps to 1, green stays about 0.46.
            let brand = Color("Brand").resolve(.light)
            #expect(brand.red == 1 && abs(brand.green - 0.46) < 0.02 && brand.blue == 0, "\(brand)")
            #expect(Color("Brand").resolve(.dark) == RGBA(red: 0, green: 1, blue: 1))
            #expect(Color("Positive") == Color.green)
            // A plain folder is no namespace; a folder that provides one is (Icons/star).
            #expect(UIColor(named: "Brand") != nil && UIColor(named: "Colors/Brand") == nil)
        }
        // Outside `with`, the catalog is not used: Xcode's default blue and magenta.
        #expect(Color.accentColor == Color.blue)
        #expect(Color("AccentColor").resolve(.light) == RGBA(red: 1, green: 0, blue: 1))

        let (light, warnings) = try layout(catalog, .light)
        // The template star is painted in the foreground style (red), at its 24 pt size.
        let p = { (x: Double, y: Double) in light[Int(x * 3), Int(y * 3)] }
        #expect(p(8 + 12, 8 + 10) == RGBA(red: 1, green: 0x3B / 255.0, blue: 0x30 / 255.0).premultiplied)
        // The PDF: blue above, red below (20 × 20 pt, vertically centred in the 24 pt row).
        #expect(p(8 + 24 + 8 + 10, 8 + 2 + 5) == RGBA(red: 0, green: 0, blue: 1).premultiplied)
        #expect(p(8 + 24 + 8 + 10, 8 + 2 + 15) == RGBA(red: 1, green: 0, blue: 0).premultiplied)
        // The 3x bitmap (blue), 20 pt wide.
        #expect(p(8 + 24 + 8 + 20 + 8 + 10, 8 + 12) == RGBA(red: 0, green: 0, blue: 1).premultiplied)
        #expect(warnings.contains { $0.contains("image \"old\" cannot be drawn") && $0.contains("old.heic: HEIC images are not read (PNG, JPEG, PDF and SVG are)") })
        let (dark, _) = try layout(catalog, .dark)
        #expect(dark[Int((8 + 24 + 8 + 10) * 3), Int((8 + 2 + 5) * 3)] == RGBA(red: 1, green: 1, blue: 0).premultiplied)

        for scheme in [ColorScheme.light, .dark] {
            let (canvas, _) = try layout(catalog, scheme)
            try TestSupport.checkGolden(canvas, suite: "RowScene", ImageName(base: "asset-catalog", appearance: scheme.rawValue, scale: 3))
        }
    }

    @MainActor @Test func customSymbolsAreSizedByTheFontAndFollowItsWeight() throws {
        // A symbol template as Xcode's exports are laid out: guides, and variants whose origin
        // is on the baseline — a 60 × 70 square (regular) and an 80 × 70 one (bold), with
        // margins of 10 around the regular one.
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        try test.write("Assets.xcassets/custom.box.symbolset/Contents.json", #"{"symbols":[{"filename":"box.svg","idiom":"universal"}]}"#)
        try test.write("Assets.xcassets/custom.box.symbolset/box.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
              <g id="Notes"><text>Regular</text></g>
              <g id="Guides">
                <line id="Baseline-M" x1="0" x2="3300" y1="1126" y2="1126"/><line id="Capline-M" x1="0" x2="3300" y1="1055.54" y2="1055.54"/>
                <line id="left-margin-Regular-M" x1="1390" x2="1390" y1="1000" y2="1150"/><line id="right-margin-Regular-M" x1="1470" x2="1470" y1="1000" y2="1150"/>
              </g>
              <g id="Symbols">
                <g id="Bold-M" transform="matrix(1 0 0 1 2000 1126)"><path d="M0 0V-70H80V0Z"/></g>
                <g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)"><path d="M0 0V-70H60V0Z"/></g>
              </g>
            </svg>
            """)
        let catalog = try AssetCatalog(contentsOf: test.path)
        var env = EnvironmentValues()
        env.assetCatalogs = [catalog]
        // At 50 pt, half the template's 100: the regular variant with its margins is 40 × 35.
        let regular = try TestSupport.renderer.layout(Image("custom.box").font(.system(size: 50)).foregroundStyle(.red), environment: env)
        #expect(regular.size == Size(width: 40, height: 35))
        #expect(regular.warnings.isEmpty)
        let canvas = try TestSupport.renderer.render(regular.displayList)
        #expect(canvas[60, 52] == RGBA(red: 1, green: 0x3B / 255.0, blue: 0x30 / 255.0).premultiplied, "drawn in the foreground style")
        #expect(canvas[5, 52].a == 0, "the left margin is empty")
        // Bold picks the bold variant (80 wide, the same margins): 50 × 35.
        let bold = try TestSupport.renderer.layout(Image("custom.box").font(.system(size: 50, weight: .bold)), environment: env)
        #expect(bold.size == Size(width: 50, height: 35))
        // On a text baseline, as SF Symbols stand: the square's bottom is the text's baseline.
        let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hg").font(.system(size: 50))
            Image("custom.box").font(.system(size: 50)).layoutTag("box")
            Color.blue.frame(width: 4, height: 4).alignmentGuide(.firstTextBaseline) { $0[.bottom] }.layoutTag("baseline")
        }
        let placed = try TestSupport.renderer.layout(row, environment: env)
        let box = try #require(placed.frames["box"]), baseline = try #require(placed.frames["baseline"])
        #expect(abs((box.y + box.height) - (baseline.y + baseline.height)) < 0.01)
    }

    /// The JPEG fixture of RowJPEGTests: 32 × 16 px, red (220, 30, 40) left, blue (20, 60, 200) right.
    static let jpeg = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RowJPEGTests/Fixtures/baseline-420.jpg")

    @MainActor @Test func jpegImagesDrawFromCatalogsAndData() throws {
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        let bytes = [UInt8](try Data(contentsOf: Self.jpeg))
        // A photo as asset catalogs hold them (a .jpg at 2x), and one whose data is not a JPEG.
        try test.write("Assets.xcassets/poster.imageset/Contents.json", #"{"images":[{"filename":"poster.jpg","idiom":"universal","scale":"2x"}]}"#)
        try AtomicFile.write(bytes, to: test.scratch.path("Assets.xcassets/poster.imageset/poster.jpg"))
        try test.write("Assets.xcassets/broken.imageset/Contents.json", #"{"images":[{"filename":"broken.jpg","idiom":"universal"}]}"#)
        try test.write("Assets.xcassets/broken.imageset/broken.jpg", "not a JPEG")
        var env = EnvironmentValues()
        env.assetCatalogs = [try AssetCatalog(contentsOf: test.path)]
        let poster = try TestSupport.renderer.layout(Image("poster"), environment: env)
        #expect(poster.size == Size(width: 16, height: 8), "32 × 16 px at 2x")
        #expect(poster.warnings.isEmpty, "\(poster.warnings)")
        let canvas = try TestSupport.renderer.render(poster.displayList)
        let left = canvas[6, 12], right = canvas[42, 12]
        #expect(abs(Int(left.r) - 220) < 8 && left.g < 40 && left.b < 50, "\(left)")
        #expect(right.r < 30 && abs(Int(right.b) - 200) < 8, "\(right)")
        let broken = try TestSupport.renderer.layout(Image("broken"), environment: env)
        #expect(broken.warnings.contains { $0.contains("broken.jpg") && $0.contains("neither PNG nor JPEG") }, "\(broken.warnings)")
        // UIImage(data:) takes JPEG data as UIKit does.
        let image = try #require(UIImage(data: Data(bytes), scale: 1))
        let drawn = try TestSupport.renderer.layout(Image(uiImage: image))
        #expect(drawn.size == Size(width: 32, height: 16))
    }

    /// A row that shows an asset when the app has it, its fallback when not.
    struct Fallback: View {
        let name: String
        var body: some View {
            if let image = UIImage(named: name) { Image(uiImage: image).layoutTag("asset") } else { Text("fallback").layoutTag("fallback") }
        }
    }

    /// `UIImage(named:)` is nil for a name the render's assets lack (given assets), and for a URL.
    @MainActor @Test func uiImageNamedIsNilForANameTheAssetsLack() throws {
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        var env = EnvironmentValues()
        env.assetCatalogs = [try AssetCatalog(contentsOf: test.path)]
        func shown(_ name: String, _ env: EnvironmentValues) throws -> Set<String> {
            Set(try TestSupport.renderer.layout(Fallback(name: name), environment: env).frames.keys)
        }
        #expect(try shown("photo", env) == ["asset"])
        #expect(try shown("no-such-image", env) == ["fallback"])
        #expect(try shown("https://example.com/a.png", env) == ["fallback"])
        // Given no assets at all, every name is taken as one (drawn as a missing image).
        #expect(try shown("no-such-image", EnvironmentValues()) == ["asset"])
        #expect(try shown("https://example.com/a.png", EnvironmentValues()) == ["fallback"])
    }

    /// A named color is looked up where it is used, as SwiftUI's: one made before the catalogs
    /// are in place (a design system's `static let`) draws from them, its opacity kept.
    @MainActor @Test func aNamedColorMadeBeforeTheCatalogsDrawsFromThem() throws {
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        let catalog = try AssetCatalog(contentsOf: test.path)
        let early = Color("Brand"), faded = Color("Brand").opacity(0.5)
        #expect(early.resolve(.dark) == RGBA(red: 1, green: 0, blue: 1), "no catalog yet: magenta")
        try AssetCatalog.with([catalog]) {
            #expect(early.resolve(.dark) == RGBA(red: 0, green: 1, blue: 1))
            #expect(faded.resolve(.dark) == RGBA(red: 0, green: 1, blue: 1, alpha: 0.5))
            #expect(early == Color("Brand") && early != Color.blue)
        }
        var env = EnvironmentValues()
        env.colorScheme = .dark
        env.assetCatalogs = [catalog]
        let layout = try TestSupport.renderer.layout(Rectangle().fill(early).frame(width: 10, height: 10), environment: env)
        let canvas = try TestSupport.renderer.render(layout.displayList)
        #expect(canvas[5, 5] == RGBA(red: 0, green: 1, blue: 1).premultiplied)
    }

    /// Given the app's catalogs, `Image("x")` for a name none holds is an image the app lacks:
    /// iOS draws it as nothing, of no size, and so does RowFrame (warning). Without catalogs it
    /// may be an image RowFrame was not shown: a visible placeholder.
    @MainActor @Test func anImageTheAppsCatalogsLackIsDrawnAsNothing() throws {
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        struct Badge: View {
            var body: some View {
                HStack(spacing: 0) { Image("no-such-image").layoutTag("image"); Text("Hymn").layoutTag("text") }
            }
        }
        var env = EnvironmentValues()
        env.assetCatalogs = [try AssetCatalog(contentsOf: test.path)]
        let lacking = try TestSupport.renderer.layout(Badge(), environment: env)
        #expect(lacking.frames["image"]?.width == 0 && lacking.frames["image"]?.height == 0)
        #expect(lacking.frames["text"]?.minX == 0)
        #expect(lacking.warnings.contains { $0.contains("no image \"no-such-image\" in the app's asset catalogs") && $0.contains("drawn as nothing") })
        let unknown = try TestSupport.renderer.layout(Badge(), environment: EnvironmentValues())
        #expect(unknown.frames["image"]?.width == 24)
        #expect(unknown.warnings.contains { $0.contains("drawn as a placeholder") })
    }

    @Test func aColorSetWithoutAColorIsNoColor() throws {
        // What Xcode's new project template writes: the app keeps the system's accent.
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        try test.write("Assets.xcassets/AccentColor.colorset/Contents.json", #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
        let catalog = try AssetCatalog(contentsOf: test.path)
        AssetCatalog.with([catalog]) {
            #expect(Color.accentColor == Color.blue)
            #expect(UIColor(named: "AccentColor") == nil)
        }
    }

    @Test func badCatalogsAreErrorsNamingTheFileAndField() throws {
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        #expect(throws: AssetCatalogError.self) { try AssetCatalog(contentsOf: test.scratch.path("missing.xcassets")) }
        try test.write("Assets.xcassets/Bad.colorset/Contents.json", #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"x","green":"0","blue":"0"}},"idiom":"universal"}]}"#)
        do { _ = try AssetCatalog(contentsOf: test.path); Issue.record("no error") } catch let e as AssetCatalogError {
            #expect(e.description == test.path + "/Bad.colorset/Contents.json: components.red is not a number: x")
        }
        try test.write("Assets.xcassets/Bad.colorset/Contents.json", "{")
        do { _ = try AssetCatalog(contentsOf: test.path); Issue.record("no error") } catch let e as AssetCatalogError {
            #expect(e.description == test.path + "/Bad.colorset/Contents.json: not a JSON object")
        }
        // A FIFO is refused before it is opened (reading it would wait forever).
        try FileTree.remove(test.path + "/Bad.colorset/Contents.json")
        #expect(mkfifo(test.path + "/Bad.colorset/Contents.json", 0o600) == 0)
        do { _ = try AssetCatalog(contentsOf: test.path); Issue.record("no error") } catch let e as AssetCatalogError {
            #expect(e.description.hasPrefix(test.path + "/Bad.colorset/Contents.json: cannot be read (or is not a regular file"))
        }
    }

    @MainActor @Test func anUnreadableVectorIsAPlaceholderThatSaysWhy() throws {
        let test = try TestCatalog()
        defer { test.scratch.remove() }
        try test.write("Assets.xcassets/broken.imageset/Contents.json", #"{"images":[{"filename":"b.svg","idiom":"universal"}]}"#)
        try test.write("Assets.xcassets/broken.imageset/b.svg", "<svg width=\"10\" height=\"10\"><g></svg>")
        let catalog = try AssetCatalog(contentsOf: test.path)
        let layout = try AssetCatalog.with([catalog]) { try TestSupport.renderer.layout(Image("broken")) }
        #expect(layout.size == Size(width: 24, height: 24))
        #expect(layout.warnings == ["image \"broken\" cannot be drawn (\(test.path)/broken.imageset/b.svg: line 1: </svg> closes <g>); drawn as a placeholder"])
    }
}
