import RowRaster

/// A color that may differ between light and dark appearance (SwiftUI's `Color`, with
/// dynamic system colors). Components are sRGB-encoded, 0…1, straight alpha.
public nonisolated struct Color: Sendable, Hashable, ShapeStyle, View {
    private var fixedLight: RowRaster.RGBA
    private var fixedDark: RowRaster.RGBA
    /// A catalog color's name (`Color("Brand")`), as its 64-bit FNV-1a key (0: none; a number,
    /// so a color stays a plain value that copies without reference counting): resolved where
    /// the color is used, as SwiftUI resolves a named color in the environment it draws in — so a
    /// color made before the app's catalogs are in place (a `static let`) still draws from them.
    /// The fixed values stand in while no catalog has the name (magenta).
    private var catalogKey: UInt64 = 0
    /// The opacity applied to a catalog color once resolved.
    private var catalogOpacity = 1.0

    /// The color in light appearance.
    public var light: RowRaster.RGBA {
        get { resolved.light }
        set { pin(); fixedLight = newValue }
    }
    /// The color in dark appearance.
    public var dark: RowRaster.RGBA {
        get { resolved.dark }
        set { pin(); fixedDark = newValue }
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        fixedLight = RowRaster.RGBA(red: red, green: green, blue: blue, alpha: opacity); fixedDark = fixedLight
    }
    /// A color of the app's catalogs by name (or `fallback` while none has it).
    init(catalogName: String, fallback: Color) {
        fixedLight = fallback.light; fixedDark = fallback.dark; catalogKey = ColorCatalog.key(catalogName)
    }

    /// Both values, a catalog color's looked up now.
    private var resolved: (light: RowRaster.RGBA, dark: RowRaster.RGBA) {
        guard catalogKey != 0, let found = ColorCatalog.color(key: catalogKey) else { return (fixedLight, fixedDark) }
        var light = found.light, dark = found.dark
        light.alpha *= catalogOpacity; dark.alpha *= catalogOpacity
        return (light, dark)
    }
    /// Fixes a catalog color at its values now (before they are edited).
    private mutating func pin() {
        guard catalogKey != 0 else { return }
        (fixedLight, fixedDark) = resolved
        catalogKey = 0; catalogOpacity = 1
    }

    public static func == (a: Color, b: Color) -> Bool { a.resolved == b.resolved }
    public func hash(into hasher: inout Hasher) { let r = resolved; hasher.combine(r.light); hasher.combine(r.dark) }
    /// 0xRRGGBB.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
    /// A color with its own value in each appearance.
    public init(light: Color, dark: Color) { fixedLight = light.light; fixedDark = dark.dark }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// The same color with its alpha multiplied by `opacity` (as SwiftUI's `opacity(_:)`).
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        if c.catalogKey != 0 { c.catalogOpacity *= opacity; c.fixedLight.alpha *= opacity; c.fixedDark.alpha *= opacity; return c }
        c.light.alpha *= opacity; c.dark.alpha *= opacity
        return c
    }

    public func resolve(_ scheme: ColorScheme) -> RowRaster.RGBA { scheme == .dark ? dark : light }

    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint { .solid(resolve(environment.colorScheme)) }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    // UIKit system colors (light / dark).
    public static let red = Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))
    public static let orange = Color(light: Color(hex: 0xFF9500), dark: Color(hex: 0xFF9F0A))
    public static let yellow = Color(light: Color(hex: 0xFFCC00), dark: Color(hex: 0xFFD60A))
    public static let green = Color(light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158))
    public static let mint = Color(light: Color(hex: 0x00C7BE), dark: Color(hex: 0x63E6E2))
    public static let teal = Color(light: Color(hex: 0x30B0C7), dark: Color(hex: 0x40C8E0))
    public static let cyan = Color(light: Color(hex: 0x32ADE6), dark: Color(hex: 0x64D2FF))
    public static let blue = Color(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0A84FF))
    /// The app's accent: its asset catalog's `AccentColor` (Xcode's default name for the
    /// global accent color), or system blue, as an app without one has; looked up where it is
    /// drawn, as a named color is (a design system's `static let` made from it follows the catalog).
    public static var accentColor: Color { Color(catalogName: "AccentColor", fallback: blue) }
    public static let indigo = Color(light: Color(hex: 0x5856D6), dark: Color(hex: 0x5E5CE6))
    public static let purple = Color(light: Color(hex: 0xAF52DE), dark: Color(hex: 0xBF5AF2))
    public static let pink = Color(light: Color(hex: 0xFF2D55), dark: Color(hex: 0xFF375F))
    public static let brown = Color(light: Color(hex: 0xA2845E), dark: Color(hex: 0xAC8E68))
    public static let gray = Color(light: Color(hex: 0x8E8E93), dark: Color(hex: 0x8E8E93))
    /// Label colors: `.primary` and `.secondary` (UIKit label / secondaryLabel).
    public static let primary = Color(light: .black, dark: .white)
    public static let secondary = Color(light: Color(hex: 0x3C3C43, opacity: 0.6), dark: Color(hex: 0xEBEBF5, opacity: 0.6))
    /// UIKit separator.
    public static let separator = Color(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
                                        dark: Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
}

/// Something that paints a region: a color or a gradient.
public protocol ShapeStyle: Sendable {
    /// What a style of your own resolves to in an environment (iOS 17's custom styles, which
    /// paint as that style); the built-in styles paint themselves.
    associatedtype Resolved: ShapeStyle = AnyShapeStyle
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The paint for a region whose bounds are `rect` (pixels).
    func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint
}

extension ShapeStyle where Resolved == AnyShapeStyle {
    /// A built-in style resolves to itself.
    public func resolve(in environment: EnvironmentValues) -> AnyShapeStyle { AnyShapeStyle(self) }
}

extension ShapeStyle {
    /// A style of your own paints as the style it resolves to in the environment (one that
    /// declares neither paints nothing).
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        let resolved = resolve(in: environment)
        if let erased = resolved as? AnyShapeStyle, type(of: erased.style) == Self.self { return .solid(.clear) }
        return resolved.paint(in: rect, environment)
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        // Never nested: styles that look at the style around them see the real one.
        if let erased = style as? AnyShapeStyle { self = erased } else { self.style = style }
    }
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint { style.paint(in: rect, environment) }
}

/// Colors at locations from 0 to 1 (SwiftUI's `Gradient`), which gradient styles spread.
public struct Gradient: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(n)) }
    }
}

/// A linear gradient between unit points of the filled region (SwiftUI's `LinearGradient`),
/// interpolated in OKLab on premultiplied colors, padded beyond its ends.
public nonisolated struct LinearGradient: ShapeStyle, View {
    public typealias Stop = Gradient.Stop
    public var stops: [Stop]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.stops = stops; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(stops: gradient.stops, startPoint: startPoint, endPoint: endPoint)
    }

    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        .linearGradient(RowRaster.LinearGradient(
            start: startPoint.point(in: rect), end: endPoint.point(in: rect),
            stops: stops.map { .init(location: Double($0.location), color: $0.color.resolve(environment.colorScheme)) }))
    }
}

extension RowRaster.RGBA {
    /// Rounded to 8 bits per channel, as a display list stores it (so lists round-trip JSON).
    var quantized: RowRaster.RGBA {
        func q(_ v: Double) -> Double { (min(1, max(0, v)) * 255).rounded() / 255 }
        return RowRaster.RGBA(red: q(red), green: q(green), blue: q(blue), alpha: q(alpha))
    }
}

extension Paint {
    /// The paint with every color's alpha multiplied by `opacity`, colors rounded to 8 bits.
    /// Whether nothing it paints is visible (a clear color, or a gradient of clear stops).
    var isInvisible: Bool {
        if case .solid(let c) = self { return c.alpha <= 0 }
        return stops?.allSatisfy { $0.color.alpha <= 0 } ?? false
    }

    func multipliedAlpha(_ opacity: Double) -> Paint { mapColors { $0.withAlpha($0.alpha * opacity).quantized } }

    /// A solid color's alpha (1 for a gradient).
    var solidAlpha: Double { if case .solid(let c) = self { return c.alpha }; return 1 }
}
