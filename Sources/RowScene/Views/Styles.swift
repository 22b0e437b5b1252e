import RowRaster

// SwiftUI's shape styles beyond plain colors: the leading-dot members (`.blue`, `.secondary`,
// `.tint`, `.blue.gradient`), hierarchical levels, UIKit's semantic colors, materials.
// Values are iOS 17/18's (light / dark).

/// The foreground style at a level of emphasis: `.primary` … `.quinary`. Over the default
/// (label) style the levels are UIKit's label colors; over a flat style (`.blue`) that color at
/// opacity 1, 0.5, 0.25, 0.18, 0.05.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The color at this level over the default label style.
    var labelColor: Color {
        switch level {
        case 0: return .primary
        case 1: return Color(light: Color(hex: 0x3C3C43, opacity: 0.6), dark: Color(hex: 0xEBEBF5, opacity: 0.6))
        case 2: return Color(light: Color(hex: 0x3C3C43, opacity: 0.3), dark: Color(hex: 0xEBEBF5, opacity: 0.3))
        case 3: return Color(light: Color(hex: 0x3C3C43, opacity: 0.18), dark: Color(hex: 0xEBEBF5, opacity: 0.16))
        default: return Color(light: Color(white: 0, opacity: 0.05), dark: Color(white: 1, opacity: 0.05))
        }
    }
    static let flatOpacity = [1, 0.5, 0.25, 0.18, 0.05]

    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        // Levels given by `foregroundStyle(_:_:)` come first.
        let levels = environment.hierarchicalStyles
        if level < levels.count, !(levels[level].style is HierarchicalShapeStyle) {
            return levels[level].paint(in: rect, environment)
        }
        // Relative to the style around it: the label colors over the default, else that style faded.
        guard let base = environment.foregroundStyle, !(base.style is HierarchicalShapeStyle) else {
            return labelColor.paint(in: rect, environment)
        }
        return base.paint(in: rect, environment).multipliedAlpha(Self.flatOpacity[min(level, 4)])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}

/// The environment's tint (`.tint(_:)`), else the accent color: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        (environment.tint ?? .accentColor).paint(in: rect, environment)
    }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background the view is on (`.background` as a shape style): what `backgroundStyle(_:)`
/// set around the view, else the system background.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        environment.backgroundStyle?.paint(in: rect, environment) ?? UIColor.systemBackground.color.paint(in: rect, environment)
    }
}
extension View {
    /// The style `.background` (the shape style, and `background()` with no view) paints with.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return EnvironmentModifier(content: self) { $0.backgroundStyle = style }
    }
}
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The selection style (`.selection`): on iOS, the accent color (the environment's tint).
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint { TintShapeStyle().paint(in: rect, environment) }
}
extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// The separator style (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint { Color.separator.paint(in: rect, environment) }
}
extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The fill levels (`.fill`, `.fill.secondary`, …): UIKit's system fills.
public struct FillShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        [UIColor.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill][min(level, 3)].color
            .paint(in: rect, environment)
    }
}
extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle(level: 0) }
}

/// A material, drawn as its documented tint over what is behind (no live blur: a row has no
/// content behind it worth blurring; the tint is what the eye reads). Dark materials are a
/// dark gray (#252525) from 55 % (ultra thin) to 95 % (ultra thick) opaque — the second source
/// REFERENCE names: the first's near-transparent blacks vanished over a black screen, where
/// iOS's dark materials read as gray panels.
public struct Material: ShapeStyle, Hashable {
    let light: Color, dark: Color
    public static let ultraThinMaterial = Material(light: Color(hex: 0xF0F0F0, opacity: 0.38), dark: Color(hex: 0x252525, opacity: 0.55))
    public static let thinMaterial = Material(light: Color(hex: 0xF5F5F5, opacity: 0.60), dark: Color(hex: 0x252525, opacity: 0.67))
    public static let regularMaterial = Material(light: Color(hex: 0xF9F9F9, opacity: 0.78), dark: Color(hex: 0x252525, opacity: 0.78))
    public static let thickMaterial = Material(light: Color(hex: 0xFDFDFD, opacity: 0.92), dark: Color(hex: 0x252525, opacity: 0.90))
    public static let ultraThickMaterial = Material(light: Color(hex: 0xFEFEFE, opacity: 0.97), dark: Color(hex: 0x252525, opacity: 0.95))
    public static let bar = Material(light: Color(hex: 0xF9F9F9, opacity: 0.94), dark: Color(hex: 0x1C1C1E, opacity: 0.94))
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        Color(light: light, dark: dark).paint(in: rect, environment)
    }
}
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

/// A gradient as a shape style (`Color.blue.gradient`): the color lightened at the top to
/// itself at the bottom, as SwiftUI's `AnyGradient` draws a single color.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        let c = color.resolve(environment.colorScheme)
        let top = RowRaster.RGBA(red: c.red + (1 - c.red) * 0.2, green: c.green + (1 - c.green) * 0.2,
                                 blue: c.blue + (1 - c.blue) * 0.2, alpha: c.alpha)
        return .linearGradient(RowRaster.LinearGradient(start: Point(rect.midX, rect.minY), end: Point(rect.midX, rect.maxY),
                                                       stops: [.init(location: 0, color: top), .init(location: 1, color: c)]))
    }
}
extension Color {
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle {
    /// The style at an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: self, opacity: opacity) }
    /// The style at a lower level of emphasis (`Color.blue.secondary`): faded as the
    /// hierarchical levels fade a flat style.
    public var secondary: some ShapeStyle { OpacityShapeStyle(base: self, opacity: HierarchicalShapeStyle.flatOpacity[1]) }
    public var tertiary: some ShapeStyle { OpacityShapeStyle(base: self, opacity: HierarchicalShapeStyle.flatOpacity[2]) }
    public var quaternary: some ShapeStyle { OpacityShapeStyle(base: self, opacity: HierarchicalShapeStyle.flatOpacity[3]) }
    public var quinary: some ShapeStyle { OpacityShapeStyle(base: self, opacity: HierarchicalShapeStyle.flatOpacity[4]) }
}
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base, opacity: Double
    func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint { base.paint(in: rect, environment).multipliedAlpha(opacity) }
}

/// A style drawn in a blend mode (iOS 17's `ShapeStyle.blendMode`: `Color.white.blendMode(.overlay)`).
public struct BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle, BlendingShapeStyle {
    let base: Base
    let mode: BlendMode
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint { base.paint(in: rect, environment) }
}
/// A style that carries its own blend mode.
protocol BlendingShapeStyle { var mode: BlendMode { get } }
extension ShapeStyle {
    public func blendMode(_ mode: BlendMode) -> BlendModeShapeStyle<Self> { BlendModeShapeStyle(base: self, mode: mode) }
}

// MARK: - UIKit colors

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as on iOS.
public typealias _ColorLiteralType = UIColor
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// UIKit's colors for rows that name them (`Color(.systemBackground)`,
/// `Color(UIColor.secondaryLabel)`, `Color(uiColor:)`): dynamic light/dark values. A class, as
/// UIKit's is, so an app's extensions with `convenience init` and `class func` compile; equal
/// when their light and dark values are.
public final class UIColor: Sendable, Hashable {
    let color: Color
    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }
    /// A SwiftUI color as UIKit's (`UIColor(Color.blue)`): the same light and dark values.
    public init(_ color: Color) { self.color = color }
    /// Display P3 components (converted to sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }
    /// A named color from the app's asset catalogs or the registered colors (see
    /// `AssetCatalog`, `ColorCatalog`).
    public init?(named name: String) {
        guard let c = ColorCatalog.color(named: name) else { return nil }
        color = c
    }
    /// A named color from a bundle's catalogs (the render's catalogs: a render has one app), with
    /// both appearances (the traits pick one where it is drawn).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
    /// A color that answers to the appearance (`UIColor { traits in … }`): asked once for light
    /// and once for dark.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        color = Color(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
                      dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color)
    }
    /// The color's components in the light appearance (UIKit resolves against the current
    /// traits; a render has no current trait collection outside a body).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.light
        red?.pointee = CGFloat(c.red); green?.pointee = CGFloat(c.green); blue?.pointee = CGFloat(c.blue); alpha?.pointee = CGFloat(c.alpha)
        return true
    }
    /// Hue, saturation and brightness (HSB, each 0…1) of the light appearance, as `getRed`.
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.light
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue), d = maxC - minC
        var h = 0.0
        if d > 0 {
            if maxC == c.red { h = (c.green - c.blue) / d } else if maxC == c.green { h = 2 + (c.blue - c.red) / d } else { h = 4 + (c.red - c.green) / d }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h); saturation?.pointee = CGFloat(maxC > 0 ? d / maxC : 0)
        brightness?.pointee = CGFloat(maxC); alpha?.pointee = CGFloat(c.alpha)
        return true
    }
    /// The gray level (Rec. 601 luma of the light appearance) and alpha.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.light
        white?.pointee = CGFloat(0.299 * c.red + 0.587 * c.green + 0.114 * c.blue); alpha?.pointee = CGFloat(c.alpha)
        return true
    }
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(Color(resolved: color.resolve(traitCollection.userInterfaceStyle == .dark ? .dark : .light)))
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha) / max(1e-9, color.light.alpha))) }

    static func pair(_ light: UInt32, _ la: Double, _ dark: UInt32, _ da: Double) -> UIColor {
        UIColor(Color(light: Color(hex: light, opacity: la), dark: Color(hex: dark, opacity: da)))
    }
    public static let systemBackground = pair(0xFFFFFF, 1, 0x000000, 1)
    public static let secondarySystemBackground = pair(0xF2F2F7, 1, 0x1C1C1E, 1)
    public static let tertiarySystemBackground = pair(0xFFFFFF, 1, 0x2C2C2E, 1)
    public static let systemGroupedBackground = pair(0xF2F2F7, 1, 0x000000, 1)
    public static let secondarySystemGroupedBackground = pair(0xFFFFFF, 1, 0x1C1C1E, 1)
    public static let tertiarySystemGroupedBackground = pair(0xF2F2F7, 1, 0x2C2C2E, 1)
    public static let label = pair(0x000000, 1, 0xFFFFFF, 1)
    public static let secondaryLabel = pair(0x3C3C43, 0.6, 0xEBEBF5, 0.6)
    public static let tertiaryLabel = pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let quaternaryLabel = pair(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    public static let placeholderText = pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let separator = pair(0x3C3C43, 0.29, 0x545458, 0.65)
    public static let opaqueSeparator = pair(0xC6C6C8, 1, 0x38383A, 1)
    public static let link = pair(0x007AFF, 1, 0x0984FF, 1)
    public static let systemFill = pair(0x787880, 0.2, 0x787880, 0.36)
    public static let secondarySystemFill = pair(0x787880, 0.16, 0x787880, 0.32)
    public static let tertiarySystemFill = pair(0x767680, 0.12, 0x767680, 0.24)
    public static let quaternarySystemFill = pair(0x747480, 0.08, 0x767680, 0.18)
    public static let systemBlue = UIColor(Color.blue), systemGreen = UIColor(Color.green), systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange), systemYellow = UIColor(Color.yellow), systemPink = UIColor(Color.pink)
    public static let systemPurple = UIColor(Color.purple), systemIndigo = UIColor(Color.indigo), systemTeal = UIColor(Color.teal)
    public static let systemMint = UIColor(Color.mint), systemCyan = UIColor(Color.cyan), systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = pair(0xAEAEB2, 1, 0x636366, 1)
    public static let systemGray3 = pair(0xC7C7CC, 1, 0x48484A, 1)
    public static let systemGray4 = pair(0xD1D1D6, 1, 0x3A3A3C, 1)
    public static let systemGray5 = pair(0xE5E5EA, 1, 0x2C2C2E, 1)
    public static let systemGray6 = pair(0xF2F2F7, 1, 0x1C1C1E, 1)
    public static let black = UIColor(Color.black), white = UIColor(Color.white), clear = UIColor(Color.clear)
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0)), green = UIColor(Color(red: 0, green: 1, blue: 0))
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1)), gray = UIColor(Color(white: 0.5))
    public static let lightGray = UIColor(Color(white: 2.0 / 3)), darkGray = UIColor(Color(white: 1.0 / 3))
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0)), yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5)), brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1)), magenta = UIColor(Color(red: 1, green: 0, blue: 1))

    /// A system color as an asset catalog refers to it (`systemBlueColor`, `labelColor`).
    static func systemColor(named reference: String) -> UIColor? {
        let table: [String: UIColor] = [
            "systemBackgroundColor": systemBackground, "secondarySystemBackgroundColor": secondarySystemBackground,
            "tertiarySystemBackgroundColor": tertiarySystemBackground, "systemGroupedBackgroundColor": systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackgroundColor": tertiarySystemGroupedBackground, "labelColor": label,
            "secondaryLabelColor": secondaryLabel, "tertiaryLabelColor": tertiaryLabel, "quaternaryLabelColor": quaternaryLabel,
            "placeholderTextColor": placeholderText, "separatorColor": separator, "opaqueSeparatorColor": opaqueSeparator,
            "linkColor": link, "systemFillColor": systemFill, "secondarySystemFillColor": secondarySystemFill,
            "tertiarySystemFillColor": tertiarySystemFill, "quaternarySystemFillColor": quaternarySystemFill,
            "systemBlueColor": systemBlue, "systemGreenColor": systemGreen, "systemRedColor": systemRed, "systemOrangeColor": systemOrange,
            "systemYellowColor": systemYellow, "systemPinkColor": systemPink, "systemPurpleColor": systemPurple,
            "systemIndigoColor": systemIndigo, "systemTealColor": systemTeal, "systemMintColor": systemMint, "systemCyanColor": systemCyan,
            "systemBrownColor": systemBrown, "systemGrayColor": systemGray, "systemGray2Color": systemGray2, "systemGray3Color": systemGray3,
            "systemGray4Color": systemGray4, "systemGray5Color": systemGray5, "systemGray6Color": systemGray6,
            "blackColor": black, "whiteColor": white, "clearColor": clear, "darkTextColor": black, "lightTextColor": UIColor(Color(white: 1, opacity: 0.6)),
        ]
        return table[reference]
    }
}

/// Named colors registered in code (`Color("brand")`, `UIColor(named:)`), light and dark, for
/// when the app's asset catalog is not at hand (`AssetCatalog` reads it); registered colors
/// come first. A name neither has draws magenta.
public enum ColorCatalog {
    /// The catalog of the render on this task (set with `withColors`), by the names' keys.
    @TaskLocal static var current: [UInt64: Color] = [:]

    /// Runs `body` with named colors available to `Color(_ name:)`.
    public static func withColors<T>(_ colors: [String: Color], _ body: () throws -> T) rethrows -> T {
        try $current.withValue(keyed(colors), operation: body)
    }
    /// Colors by their names' keys (in name order, so two names of one key — never seen with 64
    /// bits — resolve the same way every run).
    static func keyed(_ colors: [String: Color]) -> [UInt64: Color] {
        Dictionary(colors.sorted { $0.key < $1.key }.map { (key($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    }
    static func color(named name: String) -> Color? { color(key: key(name)) }
    /// The key a named color keeps (FNV-1a of the name's UTF-8, never 0).
    static func key(_ name: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in name.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h == 0 ? 1 : h
    }
    /// The color a key names, in the registered colors or the app's catalogs.
    static func color(key: UInt64) -> Color? {
        current[key] ?? AssetCatalog.color(key: key)
    }
}

extension Color {
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
    /// A named color from the app's asset catalogs or the registered colors; magenta when
    /// neither has the name (as a missing asset is conspicuous on iOS too).
    /// The name is looked up where the color is used, so a color made before the catalogs are in
    /// place (a design system's `static let`) draws from them too.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(catalogName: name, fallback: ColorCatalog.color(named: name) ?? Color(red: 1, green: 0, blue: 1))
    }
    /// A color from hue, saturation and brightness (HSB), all 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let i = Int(h), f = h - Double(i)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    /// SwiftUI's color spaces; colors here are sRGB.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    /// Components in a color space, converted to sRGB (Display P3 colors clamped to its gamut).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c: (Double, Double, Double)
        switch colorSpace {
        case .sRGB: c = (red, green, blue)
        case .sRGBLinear: c = AssetCatalog.linearToSRGB((red, green, blue))
        case .displayP3: c = AssetCatalog.displayP3ToSRGB((red, green, blue))
        }
        self.init(red: c.0, green: c.1, blue: c.2, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
    /// A color from a style that is a color (`Color(settings.background)`, as SwiftUI's
    /// initializer from a style that resolves to a color).
    public init<T: ShapeStyle & Hashable>(_ color: T) {
        if let color = color as? Color { self = color; return }
        func solid(_ scheme: ColorScheme) -> Color {
            var env = EnvironmentValues()
            env.colorScheme = scheme
            let paint = color.paint(in: Rect(x: 0, y: 0, width: 1, height: 1), env)
            var c = paint.stops?.first?.color ?? .clear
            if case .solid(let solid) = paint { c = solid }
            return Color(resolved: c)
        }
        self.init(light: solid(.light), dark: solid(.dark))
    }
    /// This color mixed with another, `fraction` of the way to it (0: this one, 1: the other),
    /// in each appearance; `.perceptual` (the default) mixes in OKLab, `.device` in sRGB.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let space: GradientSpace = colorSpace == .device ? .device : .oklab
        let t = fraction.isFinite ? fraction : 0
        return Color(light: Color(resolved: light.mixed(with: other.light, by: t, in: space)),
                     dark: Color(resolved: dark.mixed(with: other.dark, by: t, in: space)))
    }
}

extension Gradient {
    /// The space a gradient's (or a mix's) colors are interpolated in.
    public struct ColorSpace: Sendable, Hashable {
        let isDevice: Bool
        /// sRGB-encoded components.
        public static let device = ColorSpace(isDevice: true)
        /// A perceptual space (OKLab).
        public static let perceptual = ColorSpace(isDevice: false)
    }
}


/// The environment's foreground style (`.foreground`, iOS 17): what `foregroundStyle` set above,
/// else the primary label color — the first level of the hierarchical styles.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint { HierarchicalShapeStyle.primary.paint(in: rect, environment) }
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension UIImage {
    /// The image as a template drawn in `color` (`withTintColor`).
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(source: source, scale: scale, renderingMode: .alwaysTemplate, tint: color, symbolConfiguration: symbolConfiguration)
    }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, scale: scale, renderingMode: renderingMode, tint: color, symbolConfiguration: symbolConfiguration)
    }
}
