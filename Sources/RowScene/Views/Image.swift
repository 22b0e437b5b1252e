import RowPNG
import RowRaster
import RowText
import RowVector

/// An image: an SF Symbol (`Image(systemName:)`) drawn from the bundled icon font at the
/// environment's font size, scale and variant in the foreground style; or a named image
/// (`Image("avatar")`) from the app's asset catalogs (`AssetCatalog`: bitmaps and PDF/SVG
/// vectors) or else the environment's image folder. A name that has no icon or file draws a
/// visible placeholder and warns.
public nonisolated struct Image: PrimitiveView {
    enum Source { case symbol(String), named(String), canvas(Canvas, pointsPerPixel: Double) }
    let source: Source
    var style: AnyShapeStyle?
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    /// A UIKit symbol configuration's effect on how the symbol is drawn.
    var symbolConfiguration: UIImage.SymbolConfiguration?

    public init(systemName: String) { source = .symbol(systemName) }
    /// A variable symbol at a value (0…1): drawn whole (the stand-in glyphs have no variable
    /// layers).
    public init(systemName: String, variableValue: Double?) { source = .symbol(systemName) }
    /// A UIKit image: its asset, its symbol, or its PNG or JPEG data decoded (data that does not
    /// decode shows as a missing image).
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): source = .named(name)
        case .system(let name): source = .symbol(name); symbolConfiguration = uiImage.symbolConfiguration
        case .data(let bytes):
            if let canvas = try? BitmapData.decode(bytes) { source = .canvas(canvas, pointsPerPixel: 1 / Double(uiImage.scale)) }
            else { source = .named("(undecodable UIImage data)") }
        case .bitmap(let bitmap):
            source = Image.bitmapSource(bitmap, scale: Double(uiImage.scale))
        case .empty: source = .canvas(Canvas.clearPixel, pointsPerPixel: 0)
        }
        switch uiImage.renderingMode {
        case .alwaysTemplate: renderingMode = .template
        case .alwaysOriginal: renderingMode = .original
        case .automatic: break
        }
        if let tint = uiImage.tint as? UIColor { style = AnyShapeStyle(Color(uiColor: tint)); renderingMode = .template }
    }
    /// An asset by its generated symbol (`Image(.logo)`).
    public init(_ resource: ImageResource) { source = .named(resource.name) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// A bitmap drawn at `scale` pixels per point.
    public init(canvas: Canvas, scale: Double = 3) { source = .canvas(canvas, pointsPerPixel: 1 / max(1e-9, scale)) }
    /// A Core Graphics bitmap at `scale` pixels per point, shown as `orientation` says.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        source = Image.bitmapSource(cgImage.oriented(orientation.uiImageOrientation), scale: Double(scale))
    }
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        source = Image.bitmapSource(cgImage.oriented(orientation.uiImageOrientation), scale: Double(scale))
    }
    static func bitmapSource(_ bitmap: CGImage, scale: Double) -> Source {
        guard let canvas = try? Canvas(width: bitmap.width, height: bitmap.height, premultipliedRGBA: bitmap.premultipliedRGBA) else {
            return .named("(CGImage of \(bitmap.width)×\(bitmap.height) px, over the canvas limits)")
        }
        return .canvas(canvas, pointsPerPixel: 1 / max(1e-9, scale))
    }
    /// How a bitmap's pixels are to be shown (UIKit's `UIImage.Orientation`, by SwiftUI's names).
    public enum Orientation: UInt8, Sendable, Hashable, CaseIterable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
        var uiImageOrientation: UIImage.Orientation {
            switch self {
            case .up: return .up
            case .upMirrored: return .upMirrored
            case .down: return .down
            case .downMirrored: return .downMirrored
            case .left: return .left
            case .leftMirrored: return .leftMirrored
            case .right: return .right
            case .rightMirrored: return .rightMirrored
            }
        }
    }

    /// A UIKit symbol configuration as SwiftUI draws a symbol image made with one: at its point
    /// size and weight (or text style), its scale, and in its palette, hierarchical or multicolor rendering.
    static func apply(_ configuration: UIImage.SymbolConfiguration, to env: inout EnvironmentValues) {
        let weight = configuration.weight.flatMap(Font.weight)
        if let size = configuration.pointSize {
            env.font = .system(size: Double(size), weight: weight); env.fontWeight = nil
        } else if let style = configuration.textStyle {
            env.font = .system(Font.textStyle(style), weight: weight); env.fontWeight = nil
        } else if let weight {
            env.fontWeight = weight
        }
        switch configuration.scale {
        case .small: env.imageScale = .small
        case .medium: env.imageScale = .medium
        case .large: env.imageScale = .large
        default: break
        }
        let colors = configuration.colors.compactMap { $0 as? UIColor }.map { AnyShapeStyle(Color(uiColor: $0)) }
        if configuration.hierarchical, let color = colors.first {
            env.symbolRenderingMode = .hierarchical; env.foregroundStyle = color
        } else if !colors.isEmpty {
            env.symbolRenderingMode = .palette; env.hierarchicalStyles = colors; env.foregroundStyle = colors[0]
        } else if configuration.prefersMulticolor {
            env.symbolRenderingMode = .multicolor
        }
    }

    /// The symbol's name, for text that embeds it.
    var systemName: String {
        if case .symbol(let name) = source { return name }
        return ""
    }

    /// Symbol sizes relative to the font: small ≈ −20 %, large ≈ +30 %.
    public enum Scale: Sendable, Hashable {
        case small, medium, large
        var factor: Double { self == .small ? 0.8 : (self == .large ? 1.3 : 1) }
    }
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }

    /// Fills the proposed size (stretched; keep the aspect with `aspectRatio`/`scaledToFit`).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = mode; return i }
    /// How a bitmap is resampled when drawn at another size: `.none` takes the nearest pixel
    /// (hard edges, as pixel art and QR codes want); the others interpolate smoothly.
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.interpolation = interpolation; return i }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func foregroundColor(_ color: Color?) -> Image { var i = self; i.style = color.map(AnyShapeStyle.init); return i }

    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var env = context.environment
        if let symbolConfiguration { Image.apply(symbolConfiguration, to: &env) }
        switch source {
        case .symbol(let name):
            var descriptor = (env.font ?? .body).descriptor
            if let w = env.fontWeight { descriptor = descriptor.weight(w) }
            descriptor.size *= env.imageScale.factor
            let icon = context.fonts.symbol(env.symbolVariants.applied(to: name, in: context.fonts.symbols), font: descriptor,
                                            dynamicType: env.dynamicTypeSize)
            if let warning = icon.warning, warning.kind == .notASymbol {
                return PlaceholderImageNode(name: name, problem: nil, resizable: isResizable, environment: env, drawsNothing: warning.description)
            }
            var style = self.style ?? env.foregroundStyle ?? AnyShapeStyle(Color.primary)
            // Two styles given (`foregroundStyle(.white, .blue)`) mean palette rendering, as in SwiftUI.
            let mode = env.symbolRenderingMode ?? (self.style == nil && env.hierarchicalStyles.count >= 2 ? .palette : nil)
            // Multicolor rendering (`renderingMode(.original)` asks for it too) colors the
            // symbols that have multicolor layers.
            if mode == .multicolor || renderingMode == .original, let color = SymbolMulticolor.color(of: name) {
                style = AnyShapeStyle(color)
            }
            if env.redactionReasons.contains(.placeholder) { style = AnyShapeStyle(OpacityShapeStyle(base: style, opacity: 0.16)) }
            var layered: SymbolNode.Layers?
            if mode == .palette || mode == .hierarchical,
               let layers = context.fonts.symbols.layers(env.symbolVariants.applied(to: name, in: context.fonts.symbols)) {
                let levels = env.hierarchicalStyles
                let secondary = mode == .palette && levels.count >= 2 ? levels[1] : AnyShapeStyle(OpacityShapeStyle(base: style, opacity: 0.5))
                let primary = mode == .palette && levels.count >= 2 && self.style == nil ? levels[0] : style
                layered = SymbolNode.Layers(enclosure: layers.enclosure, symbol: layers.symbol, primary: primary, secondary: secondary)
            }
            return SymbolNode(icon: icon, style: style, resizable: isResizable, environment: env, layers: layered)
        case .named(let name):
            // An empty name is no image, as on iOS: nothing is drawn and nothing is missing. It is
            // still a view — of no size (made resizable, the frame it is given) — so a frame, a
            // background or a clip shape around it draws (a gray avatar circle around `Image("")`).
            if name.isEmpty {
                return isResizable ? ShapeNode(shape: Rectangle(), style: AnyShapeStyle(Color.clear), fillStyle: FillStyle(), environment: env)
                    : ImageNode(canvas: Canvas.clearPixel, natural: Size(width: 0, height: 0), resizable: false, tint: nil, nearest: false, environment: env)
            }
            let tint = self.style ?? env.foregroundStyle ?? AnyShapeStyle(Color.primary)
            if let file = AssetCatalog.symbolFile(named: name) {
                return CustomSymbolNode.make(name: name, file: file, tint: renderingMode == .original ? nil : tint, resizable: isResizable, environment: env)
            }
            if let set = AssetCatalog.imageSet(named: name) {
                let template = renderingMode == .template || (renderingMode == nil && set.template)
                switch CatalogImage.load(set, dark: env.colorScheme == .dark, scale: env.displayScale) {
                case let .success(.bitmap(canvas, scale)):
                    return ImageNode(canvas: canvas, natural: Size(width: Double(canvas.width) / scale, height: Double(canvas.height) / scale),
                                     resizable: isResizable, tint: template ? tint : nil, nearest: interpolation == .none, environment: env)
                case .success(.vector(let image)):
                    return VectorImageNode(name: name, image: image, resizable: isResizable, tint: template ? tint : nil, environment: env)
                case .failure(let error):
                    return PlaceholderImageNode(name: name, problem: error.description, resizable: isResizable, environment: env)
                }
            }
            guard let (canvas, scale) = ImageFolder.load(name, from: env.imageFolder) else {
                // Given the app's catalogs, a name none of them holds is an image the app lacks,
                // which iOS draws as nothing; without them, it may be one RowFrame was not shown.
                let lacking = "no image \"\(name)\" in the app's asset catalogs or the image folder: drawn as nothing, as iOS draws an image its app lacks"
                return PlaceholderImageNode(name: name, problem: nil, resizable: isResizable, environment: env,
                                            drawsNothing: AssetCatalog.current.isEmpty ? nil : lacking)
            }
            return ImageNode(canvas: canvas, natural: Size(width: Double(canvas.width) / scale, height: Double(canvas.height) / scale),
                             resizable: isResizable, tint: renderingMode == .template ? tint : nil, nearest: interpolation == .none, environment: env)
        case let .canvas(canvas, pointsPerPixel):
            return ImageNode(canvas: canvas, natural: Size(width: Double(canvas.width) * pointsPerPixel, height: Double(canvas.height) * pointsPerPixel),
                             resizable: isResizable, tint: renderingMode == .template ? self.style ?? env.foregroundStyle ?? AnyShapeStyle(Color.primary) : nil,
                             nearest: interpolation == .none, environment: env)
        }
    }
}

/// Where named images come from: `<folder>/<name>@3x.png`, `@2x`, or `<name>.png` (1x); a
/// `.jpg` or `.jpeg` file of the same name where there is no PNG.
enum ImageFolder {
    /// Whether an image of a name is in the asset catalogs of the render or in `folder` (nil
    /// when the render has neither: `UIImage(named:)` then takes every name as an asset).
    static func existence(folder: String?) -> ImageAssets? {
        guard folder != nil || !AssetCatalog.current.isEmpty else { return nil }
        return ImageAssets { name in
            if AssetCatalog.imageSet(named: name) != nil { return true }
            guard let folder, !name.contains("/") else { return false }
            return [("@3x", ".png"), ("@2x", ".png"), ("", ".png"), ("@3x", ".jpg"), ("@2x", ".jpg"), ("", ".jpg"), ("", ".jpeg")]
                .contains { FileManager.default.fileExists(atPath: folder + "/" + name + $0.0 + $0.1) }
        }
    }

    static func load(_ name: String, from folder: String?) -> (Canvas, Double)? {
        guard let folder, !name.isEmpty, !name.contains("/") else { return nil }
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
            for ext in [".png", ".jpg", ".jpeg"] {
                let path = folder + "/" + name + suffix + ext
                guard FileManager.default.fileExists(atPath: path), let canvas = try? BitmapData.read(path: path) else { continue }
                return (canvas, scale)
            }
        }
        return nil
    }
}

/// A picture at its natural size in points, or filling the proposal when resizable; a
/// template one (`renderingMode(.template)`, or an asset's template intent) is drawn in `tint`.
class PictureNode: LayoutNode {
    let natural: Size, resizable: Bool, tint: AnyShapeStyle?, environment: EnvironmentValues
    init(natural: Size, resizable: Bool, tint: AnyShapeStyle?, environment: EnvironmentValues) {
        self.natural = natural; self.resizable = resizable; self.tint = tint; self.environment = environment
    }
    override var aspectRatio: Double? { natural.height > 0 ? natural.width / natural.height : nil }
    override func measure(_ p: ProposedSize) -> Size {
        resizable ? Size(width: p.width ?? natural.width, height: p.height ?? natural.height) : natural
    }
}

/// A bitmap; as a template, its alpha painted in the tint. `nearest` draws it resampled by
/// nearest neighbour to the pixels it covers (`interpolation(.none)`).
final class ImageNode: PictureNode {
    let canvas: Canvas, nearest: Bool
    init(canvas: Canvas, natural: Size, resizable: Bool, tint: AnyShapeStyle?, nearest: Bool = false, environment: EnvironmentValues) {
        self.canvas = canvas; self.nearest = nearest
        super.init(natural: natural, resizable: resizable, tint: tint, environment: environment)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        guard context.opacity > 0 else { return }
        context.noteTouchable(frame)
        let px = context.pixels(context.snap(frame))
        guard let box = context.transform.mapBounds(px) else { return }
        var canvas = self.canvas
        let width = Int(box.width.rounded()), height = Int(box.height.rounded())
        if nearest, width > 0, height > 0, width != canvas.width || height != canvas.height,
           let resampled = try? canvas.nearestResampled(width: width, height: height) {
            canvas = resampled
        }
        guard let tint else { context.ops.append(.image(canvas, rect: box, opacity: context.opacity)); return }
        context.ops += DisplayOp.templateImage(canvas, rect: box, area: ShapeSpec(.rect(px), transform: context.transform), paint: tint.paint(in: px, environment),
                                               layer: LayerStyle(opacity: context.opacity, blend: context.blend, shadows: context.takeShadows()))
    }
}

/// A vector image (an asset catalog's PDF or SVG): drawn as its paths, sharp at any scale, in
/// one layer (its opacity and shadow are the whole image's).
class VectorImageNode: PictureNode {
    let name: String, image: VectorImage
    init(name: String, image: VectorImage, natural: Size? = nil, resizable: Bool, tint: AnyShapeStyle?, environment: EnvironmentValues) {
        self.name = name; self.image = image
        super.init(natural: natural ?? Size(width: image.width, height: image.height), resizable: resizable, tint: tint, environment: environment)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        guard context.opacity > 0 else { return }
        if !image.undrawn.isEmpty { context.warn(["image \"\(name)\": its \(image.undrawn.joined(separator: ", ")) are not drawn"]) }
        context.noteTouchable(frame)
        let box = context.pixels(context.snap(frame))
        context.ops.append(.beginLayer(LayerStyle(opacity: context.opacity, blend: context.blend, shadows: context.takeShadows())))
        context.ops += image.displayOps(in: box, transform: context.transform, tint: tint?.paint(in: box, environment))
        context.ops.append(.endLayer)
    }
}

/// A custom SF Symbol from a symbol set: the template's variant for the font's weight and the
/// image scale, sized by the font's point size (the template is typeset at 100 points), in the
/// foreground style, standing on the text baseline as SF Symbols do.
final class CustomSymbolNode: VectorImageNode {
    let baseline: Double

    init(name: String, glyph: SymbolGlyph, pointSize: Double, resizable: Bool, tint: AnyShapeStyle?, environment: EnvironmentValues) {
        let k = pointSize / SymbolGlyph.typesetSize
        baseline = glyph.baseline * k
        super.init(name: name, image: glyph.image, natural: Size(width: glyph.image.width * k, height: glyph.image.height * k),
                   resizable: resizable, tint: tint, environment: environment)
    }

    /// The node for a symbol set's template, or a placeholder saying why it cannot be drawn.
    static func make(name: String, file: String, tint: AnyShapeStyle?, resizable: Bool, environment env: EnvironmentValues) -> LayoutNode {
        var font = (env.font ?? .body).descriptor
        if let w = env.fontWeight { font = font.weight(w) }
        let weights: [FontWeight: String] = [.ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
                                             .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black"]
        let scale = env.imageScale == .small ? "S" : env.imageScale == .large ? "L" : "M"
        guard let data = AssetCatalog.regularFile(file, limit: VectorImage.maxFileBytes) else {
            return PlaceholderImageNode(name: name, problem: "\(file): cannot be read", resizable: resizable, environment: env)
        }
        do {
            let glyph = try SymbolGlyph.read(Array(data), name: file, weight: weights[font.weight] ?? "Regular", scale: scale)
            return CustomSymbolNode(name: name, glyph: glyph, pointSize: font.pointSize(env.dynamicTypeSize), resizable: resizable, tint: tint, environment: env)
        } catch {
            return PlaceholderImageNode(name: name, problem: "\(error)", resizable: resizable, environment: env)
        }
    }

    override var ownGuides: Set<Guide> { resizable ? [] : [.vertical(.firstTextBaseline), .vertical(.lastTextBaseline)] }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        guard !resizable, guide == .vertical(.firstTextBaseline) || guide == .vertical(.lastTextBaseline) else { return nil }
        return (size.height - natural.height) / 2 + baseline
    }
}

/// A named image that is not in the asset catalogs or the image folder, or cannot be read:
/// a gray box (as a missing asset is visible, not silently empty), 24 pt unless resized, and a
/// warning saying why. An image iOS draws as nothing — a name none of the app's given asset
/// catalogs holds, a string that names no SF Symbol — is drawn so: of no size unless resized,
/// with `drawsNothing` as the warning.
final class PlaceholderImageNode: LayoutNode {
    let name: String, problem: String?, resizable: Bool, environment: EnvironmentValues, drawsNothing: String?
    init(name: String, problem: String?, resizable: Bool, environment: EnvironmentValues, drawsNothing: String? = nil) {
        self.name = name; self.problem = problem; self.resizable = resizable; self.environment = environment; self.drawsNothing = drawsNothing
    }
    override func measure(_ p: ProposedSize) -> Size {
        let side = drawsNothing == nil ? 24.0 : 0
        return resizable ? Size(width: p.width ?? side, height: p.height ?? side) : Size(width: side, height: side)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        if let drawsNothing {
            context.warn([drawsNothing])
            return
        }
        if let problem {
            context.warn(["image \"\(name)\" cannot be drawn (\(problem)); drawn as a placeholder"])
        } else {
            context.warn(["no image \"\(name)\" in the asset catalogs or the image folder (\(environment.imageFolder ?? "none set: EnvironmentValues.imageFolder")); drawn as a placeholder"])
        }
        let r = context.snap(frame)
        context.drawShape(.roundedRect(context.pixels(r), radius: min(r.width, r.height) * 0.2 * context.scale, style: .continuous),
                          paint: Color(UIColor.systemGray5).paint(in: context.pixels(r), environment), rule: .nonZero)
    }
}

/// An SF Symbol: the icon font's glyph on its em box, or scaled into the frame when resizable.
final class SymbolNode: LayoutNode {
    /// A symbol drawn in two layers (hierarchical or palette rendering): the enclosure's glyph in
    /// the secondary style under the symbol's in the primary.
    struct Layers { let enclosure: UInt32, symbol: UInt32; let primary: AnyShapeStyle, secondary: AnyShapeStyle }
    let icon: SymbolIcon
    let style: AnyShapeStyle
    let resizable: Bool
    let environment: EnvironmentValues
    let layers: Layers?
    init(icon: SymbolIcon, style: AnyShapeStyle, resizable: Bool, environment: EnvironmentValues, layers: Layers? = nil) {
        self.icon = icon; self.style = style; self.resizable = resizable; self.environment = environment; self.layers = layers
    }
    /// The glyph runs to draw, each with its paint (`run` makes a run of a glyph of the icon).
    private func runs(_ run: (SymbolIcon) -> GlyphRun, box: Rect, _ context: DrawContext) -> [(run: GlyphRun, paint: Paint)] {
        guard let layers else { return [(run(icon), style.paint(in: context.pixels(box), environment))] }
        return [(run(icon.withGlyph(layers.enclosure)), layers.secondary.paint(in: context.pixels(box), environment)),
                (run(icon.withGlyph(layers.symbol)), layers.primary.paint(in: context.pixels(box), environment))]
    }
    /// The symbol's ink, in points from the pen position on the baseline (nil: none).
    private var ink: Rect? {
        guard let b = icon.face.glyph(icon.id).bounds, b.width > 0, b.height > 0 else { return nil }
        return Rect(x: b.x * icon.size, y: b.y * icon.size, width: b.width * icon.size, height: b.height * icon.size)
    }
    /// The text size the symbol is set at (points).
    private var pointSize: Double { icon.size / SymbolTable.emScale }
    /// A symbol image lays out as text for spacing, as SwiftUI's do: a non-resizable one asks its
    /// neighbours for the distances text in its font would (a title above an icon row sits at
    /// the text-to-text distance); a resizable one is a plain view.
    override var viewSpacing: ViewSpacing { textSpacing }
    private lazy var textSpacing: ViewSpacing = {
        guard !resizable else { return .plain }
        let m = FontLibrary.sfProMetrics, size = pointSize
        return .text(ascent: m.ascender * size, descent: m.descender * size, capHeight: m.capHeight * size, leading: m.leading * size,
                     pixel: 1 / max(1, environment.displayScale))
    }()
    /// The symbol image's box, as UIKit and SwiftUI size a symbol image — its glyph at the point
    /// size: as wide as SF Symbols' advance, and as tall as the glyph's ink with SF Symbols'
    /// margin (0.0905 of the point size) above and below it (a 64 pt light
    /// `chevron.compact.down` is 70.33 × 25.67 pt around 54.33 × 14.33 pt of ink; an 11 pt
    /// `key.horizontal.fill` stands 9 pt tall around 7 pt of ink in oracle dev o024) — so a flat
    /// symbol (`ellipsis`, `minus`) is a short image and a tall one a tall image. `ink` is where
    /// SF's ink stands in it, the stand-in glyph's drawn there. For a name without SF's metrics
    /// the stand-in glyph's ink takes their place, with 0.125 of the point size at each side; a
    /// glyph without ink (a space) takes the icon font's line box.
    private var box: (size: Size, ink: Rect?) {
        let margin = SymbolTable.imageVerticalMargin * pointSize
        if let sf = icon.sf {
            let ink = Rect(x: sf.xMin * pointSize, y: margin, width: (sf.xMax - sf.xMin) * pointSize, height: (sf.yMax - sf.yMin) * pointSize)
            return (Size(width: sf.advance * pointSize, height: ink.height + 2 * margin), ink)
        }
        guard let ink = self.ink else { return (Size(width: icon.width, height: icon.height), nil) }
        let side = SymbolTable.imageSideMargin * pointSize
        return (Size(width: ink.width + 2 * side, height: ink.height + 2 * margin),
                Rect(x: side, y: margin, width: ink.width, height: ink.height))
    }
    /// A resizable symbol keeps its ink's shape (iOS sizes a symbol image by its glyph, not its
    /// font's em box: SF's ink where known); a fixed one its image's.
    override var aspectRatio: Double? {
        if resizable, let sf = icon.sf, sf.yMax > sf.yMin { return (sf.xMax - sf.xMin) / (sf.yMax - sf.yMin) }
        if resizable, let ink { return ink.width / ink.height }
        let size = box.size
        return size.height > 0 ? size.width / size.height : nil
    }
    override func measure(_ p: ProposedSize) -> Size {
        let size = box.size
        return resizable ? Size(width: p.width ?? size.width, height: p.height ?? size.height) : size
    }
    /// A symbol has a text baseline, as iOS's symbol images do: `.firstTextBaseline` and
    /// `.lastTextBaseline` line it up with text of its font so that its middle sits about half
    /// the cap height above that text's baseline — where the same symbol stands inline in a
    /// `Text` — and a tall symbol (a circle) dips below the baseline (a resizable one, scaled to
    /// its frame, has none).
    override var ownGuides: Set<Guide> { resizable ? [] : [.vertical(.firstTextBaseline), .vertical(.lastTextBaseline)] }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        guard !resizable, guide == .vertical(.firstTextBaseline) || guide == .vertical(.lastTextBaseline) else { return nil }
        let b = box
        let top = (size.height - b.size.height) / 2
        // SF's baseline: under the top of its ink by the ink's height above the baseline.
        if let sf = icon.sf, let ink = b.ink { return top + ink.y + sf.yMax * pointSize }
        // Otherwise the ink's middle stands where an inline symbol's does (an inkless glyph's em
        // square stands on its baseline, its middle half an em above it).
        let middle = ink == nil ? (size.height - icon.height) / 2 + (icon.face.metrics.ascender - 0.5) * icon.size : size.height / 2
        return middle + pointSize * SymbolTable.inlineMiddle
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        if let w = icon.warning { context.warn([w.description]) }
        context.noteTouchable(frame)
        let box = context.snap(frame)
        if resizable, let glyphInk = ink {
            // The ink stretched to fill the frame, as a resizable image fills its frame (its
            // aspect kept only where `scaledToFit`/`aspectRatio` gave the frame its shape):
            // scaled to the frame's height, then widened or narrowed about its middle. What
            // fills the frame is SF's ink box, the stand-in's ink fitted into it with its shape
            // kept, so a symbol framed to SF's shape is not distorted where the stand-in's
            // differs (a badged symbol, whose badge SF sets at another corner).
            let ink = glyphInk.grown(toAspect: self.box.ink.map { $0.width / $0.height })
            let kx = frame.width / ink.width, ky = frame.height / ink.height
            guard kx > 0, ky > 0 else { return }   // an empty frame shows nothing
            let scaled = icon.scaled(by: ky)
            let middle = box.x + box.width / 2
            let penX = middle - (ink.x + ink.width / 2) * ky
            let baseline = frame.y + frame.height / 2 - (ink.y + ink.height / 2) * ky
            let origin = Point(penX, baseline - scaled.face.metrics.ascender * scaled.size)
            let stretch = AffineTransform.scale(kx / ky, 1, about: Point(middle * context.scale, 0))
            let transform = stretch.concatenating(context.transform), scale = context.scale
            context.drawText(runs({ $0.scaled(by: ky).glyphRun(origin: origin, scale: scale, transform: transform) }, box: box, context), decorations: [])
            return
        }
        let image = self.box
        guard let ink, let target = image.ink else {
            let origin = Point(context.snapX(box.x + (box.width - icon.width) / 2), context.snapY(frame.y + (frame.height - icon.height) / 2))
            let transform = context.transform, scale = context.scale
            context.drawText(runs({ $0.glyphRun(origin: origin, scale: scale, transform: transform) }, box: box, context), decorations: [])
            return
        }
        // The stand-in's ink fitted into SF's ink box (its shape kept), centred on it, the image
        // centred in the frame.
        let k = min(target.width / ink.width, target.height / ink.height)
        let left = frame.x + (frame.width - image.size.width) / 2, top = frame.y + (frame.height - image.size.height) / 2
        let penX = context.snapX(left + target.x + target.width / 2 - (ink.x + ink.width / 2) * k)
        let baseline = context.snapY(top + target.y + target.height / 2 - (ink.y + ink.height / 2) * k)
        let origin = Point(penX, baseline - icon.face.metrics.ascender * icon.size * k)
        let transform = context.transform, scale = context.scale
        context.drawText(runs({ $0.scaled(by: k).glyphRun(origin: origin, scale: scale, transform: transform) }, box: box, context), decorations: [])
    }
}

/// Symbol variants (`symbolVariant(.fill)`): suffixes tried on symbol names.
public struct SymbolVariants: Sendable, Hashable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }
    public var rectangle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["rectangle"]) }

    /// This variant with `inner` applied inside it, as nested `symbolVariant(_:)` modifiers
    /// combine: the inner shape (circle, square, rectangle) replaces the outer one; fill and
    /// slash add up (`.none` adds nothing: `environment(\.symbolVariants, .none)` clears).
    func adding(_ inner: SymbolVariants) -> SymbolVariants {
        let shapes = ["circle", "square", "rectangle"]
        let shape = inner.suffixes.last(where: shapes.contains) ?? suffixes.last(where: shapes.contains)
        let both = suffixes + inner.suffixes
        return SymbolVariants(suffixes: (both.contains("slash") ? ["slash"] : []) + (shape.map { [$0] } ?? []) + (both.contains("fill") ? ["fill"] : []))
    }

    /// The name with the variant's suffixes (shape before fill), when the table has it.
    func applied(to name: String, in table: SymbolTable) -> String {
        guard !suffixes.isEmpty else { return name }
        let shapes = suffixes.filter { $0 != "fill" }, fill = suffixes.contains("fill")
        var candidate = name
        for s in shapes where !candidate.split(separator: ".").contains(Substring(s)) { candidate += "." + s }
        if fill && !candidate.hasSuffix(".fill") { candidate += ".fill" }
        return table.glyphID(candidate) != nil ? candidate : name
    }
}

public enum SymbolRenderingMode: Sendable, Hashable { case monochrome, hierarchical, palette, multicolor }

extension View {
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { EnvironmentModifier(content: self) { $0.imageScale = scale } }
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { EnvironmentModifier(content: self) { $0.symbolVariants = $0.symbolVariants.adding(variant) } }
    /// Symbols here are one-color glyphs: every mode draws in the foreground style.
    /// How symbols with layers are colored: `.palette` paints each layer in its own level of the
    /// foreground style, `.hierarchical` the secondary layers in the style at a lower opacity.
    /// RowFrame draws the filled enclosed symbols (`checkmark.circle.fill`) in their two layers;
    /// others in one. `.multicolor` draws the symbols with multicolor layers (`SymbolMulticolor`)
    /// in their main layer's color, the others as monochrome.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        EnvironmentModifier(content: self) { $0.symbolRenderingMode = mode }
    }
}

/// An image from a URL: nothing is fetched (renders are deterministic); a `file:` URL to a
/// PNG is read, anything else shows the placeholder.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let make: (AsyncImagePhase) -> Content
    public init<I: View, P: View>(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        make = { phase in
            if case .success(let image) = phase { return _ConditionalContent(trueContent: content(image)) }
            return _ConditionalContent(falseContent: placeholder())
        }
    }
    public init(url: URL?, scale: Double = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url; make = content
    }
    public var body: some View { make(phase) }
    var phase: AsyncImagePhase {
        guard let url, url.isFileURL, let canvas = try? BitmapData.read(path: url.path) else { return .empty }
        return .success(Image(canvas: canvas, scale: 1))
    }
}
extension AsyncImage where Content == AnyView {
    public init(url: URL?, scale: Double = 1) {
        self.url = url
        make = { phase in
            if case .success(let image) = phase { return AnyView(image) }
            return AnyView(Color(UIColor.secondarySystemFill))
        }
    }
}

/// What an `AsyncImage` has.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)
    public var image: Image? { if case .success(let i) = self { return i }; return nil }
    public var error: Error? { if case .failure(let e) = self { return e }; return nil }
}

// MARK: - Aspect ratio

public enum ContentMode: Sendable, Hashable { case fit, fill }

extension View {
    /// Sizes the view to `ratio` (width / height; its own when nil) fitting or filling the proposal.
    nonisolated public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatio(content: self, ratio: ratio.map(Double.init), mode: contentMode)
    }
    nonisolated public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> some View {
        AspectRatio(content: self, ratio: ratio.height > 0 ? Double(ratio.width / ratio.height) : nil, mode: contentMode)
    }
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

nonisolated struct AspectRatio: PrimitiveView, ContentModifier {
    var content: any View, ratio: Double?, mode: ContentMode
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let ratio { try SceneError.check(ratio, "aspectRatio") }
        return AspectRatioNode(child: try context.resolve(content), ratio: ratio, mode: mode)
    }
}

final class AspectRatioNode: LayoutNode {
    let child: LayoutNode, ratio: Double?, mode: ContentMode
    init(child: LayoutNode, ratio: Double?, mode: ContentMode) { self.child = child; self.ratio = ratio; self.mode = mode }
    override var viewSpacing: ViewSpacing { child.viewSpacing }

    /// The ratio: the one given, else the content's own (an image's), else that of its ideal
    /// size ("nil maintains the current aspect ratio"; a color's 10 × 10 is square).
    private lazy var resolvedRatio: Double? = {
        if let r = ratio ?? child.aspectRatio { return r }
        let ideal = child.size(ProposedSize(width: nil, height: nil))
        return ideal.width > 0 && ideal.height > 0 && ideal.width.isFinite && ideal.height.isFinite ? ideal.width / ideal.height : nil
    }()

    /// The size of the ratio fitting (or filling) the proposal; nil axes take the other's.
    private func target(_ p: ProposedSize) -> ProposedSize {
        guard let r = resolvedRatio, r > 0 else { return p }
        switch (p.width, p.height) {
        case let (w?, h?):
            let byWidth = Size(width: w, height: w / r), byHeight = Size(width: h * r, height: h)
            let fits = byWidth.height <= h
            let s = mode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
            return ProposedSize(width: s.width, height: s.height)
        case let (w?, nil): return ProposedSize(width: w, height: w / r)
        case let (nil, h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil):
            let ideal = child.size(ProposedSize(width: nil, height: nil))
            return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }
    override func measure(_ p: ProposedSize) -> Size { child.size(target(p)) }
    /// The content fills the frame layout gave it: the size it answered for the ratio's target
    /// (proposing the frame again would ask for another, smaller, target).
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        try child.place(in: frame, &context)
    }
}

extension Color {
    /// A color asset by its generated symbol (`Color(.brand)`).
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Canvas {
    /// One transparent pixel (what `UIImage()` stands for, drawn at no size).
    static let clearPixel = try! Canvas(width: 1, height: 1)
}
