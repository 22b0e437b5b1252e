import RowRaster
import RowText

/// A font request, as SwiftUI spells it: `.system(size:weight:)`, `.body`, `.custom(_:size:)`.
public struct Font: Sendable, Hashable {
    public typealias Weight = FontWeight
    public typealias TextStyle = RowText.TextStyle
    var descriptor: FontDescriptor

    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(descriptor: .system(size: size, weight: weight)) }
    public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font { Font(descriptor: .system(style, weight: weight)) }
    /// A named font, scaled with Dynamic Type relative to body like SwiftUI's. "Helvetica Neue"
    /// is served by its stand-in; other names must be fonts the library knows.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle = .body) -> Font {
        let family: FontFamily = name.lowercased() == "helvetica neue" ? .helveticaNeue : .custom(name)
        return Font(descriptor: .custom(family, size: size, relativeTo: style))
    }
    public func weight(_ weight: Weight) -> Font { Font(descriptor: descriptor.weight(weight)) }
    public func monospacedDigit() -> Font { Font(descriptor: descriptor.monospacedDigit()) }

    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2)
    public static let title3 = system(.title3), headline = system(.headline), body = system(.body)
    public static let callout = system(.callout), subheadline = system(.subheadline), footnote = system(.footnote)
    public static let caption = system(.caption), caption2 = system(.caption2)
}

/// One line of text. Text too wide for its frame is cut at the tail with "…"; RowScene does
/// not wrap text onto several lines.
public struct Text: PrimitiveView {
    public enum Case: Sendable, Hashable { case uppercase, lowercase }
    let string: String
    var font: Font?
    var style: AnyShapeStyle?
    var tracking: Double?
    var weight: Font.Weight?

    public init(_ string: String) { self.string = string }

    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.style = color.map(AnyShapeStyle.init); return t }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { var t = self; t.style = AnyShapeStyle(style); return t }
    public func tracking(_ tracking: Double) -> Text { var t = self; t.tracking = tracking; return t }
    public func bold() -> Text { fontWeight(.bold) }

    func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let env = context.environment
        var descriptor = (font ?? env.font ?? .body).descriptor
        if let weight { descriptor = descriptor.weight(weight) }
        try SceneError.check(descriptor.size, "font size")
        let t = tracking ?? env.tracking
        try SceneError.check(t, "tracking", minimum: -1000)
        var string = self.string
        if env.textCase == .lowercase { string = string.lowercased() }
        let attributes = TextAttributes(font: descriptor, tracking: t, uppercase: env.textCase == .uppercase,
                                        dynamicType: env.dynamicTypeSize)
        let full = try context.shaper.shape(string, attributes)
        return TextNode(full: full, string: string, attributes: attributes, shaper: context.shaper,
                        style: style ?? env.foregroundStyle ?? AnyShapeStyle(Color.primary), environment: env)
    }
}

/// Text measures to its width (truncated to the proposal) and its line height.
final class TextNode: LayoutNode {
    let full: ShapedText
    let string: String
    let attributes: TextAttributes
    let shaper: TextShaper
    let style: AnyShapeStyle
    let environment: EnvironmentValues

    init(full: ShapedText, string: String, attributes: TextAttributes, shaper: TextShaper, style: AnyShapeStyle, environment: EnvironmentValues) {
        self.full = full; self.string = string; self.attributes = attributes; self.shaper = shaper
        self.style = style; self.environment = environment
    }

    private var truncated: [Double: ShapedText] = [:]

    /// The line as drawn in `width` points (memoized: stacks ask for the same widths with
    /// different heights).
    func line(fitting width: Double?) -> ShapedText {
        guard let width, full.width > width else { return full }
        if let line = truncated[width] { return line }
        let line = (try? shaper.shape(string, attributes, maxWidth: width)) ?? full
        truncated[width] = line
        return line
    }

    override func measure(_ p: ProposedSize) -> Size {
        let line = line(fitting: p.width)
        return Size(width: line.width, height: line.height)
    }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let line = line(fitting: frame.width + 1e-9)
        // The line box sits at the top of the frame, centered vertically if the frame is taller.
        let y = frame.y + max(0, (frame.height - line.height) / 2)
        let origin = Point(context.snapX(frame.x), context.snapY(y + line.baseline) - line.baseline)
        context.drawText(line, origin: origin, paint: style.paint(in: context.pixels(context.snap(frame)), environment))
    }
}

/// An SF Symbol (`Image(systemName:)`), drawn from the bundled icon font at the environment's
/// font size and in the foreground style.
public struct Image: PrimitiveView {
    let systemName: String
    var style: AnyShapeStyle?
    public init(systemName: String) { self.systemName = systemName }
    public func foregroundColor(_ color: Color?) -> Image { var i = self; i.style = color.map(AnyShapeStyle.init); return i }

    func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let env = context.environment
        let descriptor = (env.font ?? .body).descriptor
        let shaped = try context.shaper.symbol(systemName, font: descriptor, dynamicType: env.dynamicTypeSize)
        return SymbolNode(shaped: shaped, style: style ?? env.foregroundStyle ?? AnyShapeStyle(Color.primary), environment: env)
    }
}

final class SymbolNode: LayoutNode {
    let shaped: ShapedText
    let style: AnyShapeStyle
    let environment: EnvironmentValues
    init(shaped: ShapedText, style: AnyShapeStyle, environment: EnvironmentValues) {
        self.shaped = shaped; self.style = style; self.environment = environment
    }
    override func measure(_ p: ProposedSize) -> Size { Size(width: shaped.width, height: shaped.height) }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let origin = Point(context.snapX(frame.x + (frame.width - shaped.width) / 2), context.snapY(frame.y + (frame.height - shaped.height) / 2))
        context.drawText(shaped, origin: origin, paint: style.paint(in: context.pixels(context.snap(frame)), environment))
    }
}

/// Flexible space along a stack's axis.
public struct Spacer: PrimitiveView {
    let minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let minLength { try SceneError.check(minLength, "Spacer minLength") }
        return SpacerNode(minLength: minLength ?? SpacerNode.defaultMinLength)
    }
}

final class SpacerNode: LayoutNode {
    /// SwiftUI's default spacer minimum (the standard spacing).
    static let defaultMinLength = 8.0
    let minLength: Double
    init(minLength: Double) { self.minLength = minLength }
    override var spacerMinLength: Double? { minLength }
    /// Outside a stack a spacer takes what it is offered on both axes.
    override func measure(_ p: ProposedSize) -> Size {
        Size(width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
    }
}

/// A hairline separator: one pixel thick, in the separator color, across the stack's cross axis.
public struct Divider: PrimitiveView {
    public init() {}
    func makeNode(_ context: ResolveContext) throws -> LayoutNode { DividerNode(environment: context.environment) }
}

final class DividerNode: LayoutNode {
    let environment: EnvironmentValues
    /// Set by the enclosing stack: a divider in an HStack is vertical.
    var vertical = false
    init(environment: EnvironmentValues) { self.environment = environment }
    var thickness: Double { 1 / environment.displayScale }
    override func measure(_ p: ProposedSize) -> Size {
        vertical ? Size(width: thickness, height: p.height ?? 10) : Size(width: p.width ?? 10, height: thickness)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        // Exactly one pixel thick, on the pixel row (or column) where the frame starts.
        let r = context.snap(frame)
        let px = vertical ? Rect(x: r.x * context.scale, y: r.y * context.scale, width: 1, height: r.height * context.scale)
                          : Rect(x: r.x * context.scale, y: r.y * context.scale, width: r.width * context.scale, height: 1)
        context.drawShape(.rect(px), paint: Color.separator.paint(in: px, environment), rule: .nonZero)
    }
}
