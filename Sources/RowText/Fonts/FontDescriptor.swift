/// Font weights, as SwiftUI names them, with their CSS/OpenType numeric weights.
public enum FontWeight: Int, Sendable, CaseIterable, Codable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900
}

/// Which family a font comes from: the roles the design system use, or a face a user supplied.
public enum FontFamily: Sendable, Hashable {
    /// The system font (SF Pro on iOS; Inter here unless the user supplies SF Pro).
    case system
    /// Helvetica Neue (TeX Gyre Heros here unless the user supplies Helvetica Neue).
    case helveticaNeue
    /// The monospaced system font (SF Mono on iOS; Noto Sans Mono here unless the user
    /// supplies SF Mono).
    case monospaced
    /// The rounded system font (SF Pro Rounded; Quicksand here unless the user supplies it).
    case rounded
    /// The serif system font (New York; TeX Gyre Termes here unless the user supplies it).
    case serif
    /// A user-supplied face, by family or PostScript name.
    case custom(String)

    /// The name an error message shows.
    public var displayName: String {
        switch self {
        case .system: return "system"
        case .helveticaNeue: return "Helvetica Neue"
        case .monospaced: return "monospaced"
        case .rounded: return "rounded"
        case .serif: return "serif"
        case .custom(let name): return name
        }
    }

    /// The family's lookup key: custom names compare case-insensitively.
    var key: FontFamily {
        if case .custom(let name) = self { return .custom(name.lowercased()) }
        return self
    }
}

/// How a font's size follows Dynamic Type.
public enum FontScaling: Sendable, Hashable {
    /// `Font.system(size:)`: never scales.
    case fixed
    /// `Font.custom(_:size:)` (relative to body) and `Font.custom(_:size:relativeTo:)`.
    case relative(TextStyle)
}

/// A SwiftUI-like font request: family, size at the default category, weight, scaling.
public struct FontDescriptor: Sendable, Hashable {
    public var family: FontFamily
    public var size: Double
    public var weight: FontWeight
    public var scaling: FontScaling
    /// `.monospacedDigit()`: tabular figures where the font offers them.
    public var monospacedDigits: Bool
    /// `.italic()`: the family's italic face, or a synthesized oblique.
    public var italic: Bool
    /// `.smallCaps()` and its kin: the OpenType small-cap features (`smcp`, `c2sc`) where the
    /// face has them; the bundled stand-ins have none, so letters are drawn as they are.
    public var smallCaps: SmallCaps = []

    /// Which letters become small capitals.
    public struct SmallCaps: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let lowercase = SmallCaps(rawValue: 1)
        public static let uppercase = SmallCaps(rawValue: 2)
    }

    public init(family: FontFamily = .system, size: Double, weight: FontWeight = .regular,
                scaling: FontScaling = .fixed, monospacedDigits: Bool = false, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.scaling = scaling
        self.monospacedDigits = monospacedDigits; self.italic = italic
    }

    /// `Font.system(size:weight:)`.
    public static func system(size: Double, weight: FontWeight = .regular) -> FontDescriptor {
        FontDescriptor(family: .system, size: size, weight: weight)
    }
    /// `Font.body`, `Font.headline`, …: the system font at the style's size, scaling with it.
    public static func system(_ style: TextStyle, weight: FontWeight? = nil) -> FontDescriptor {
        FontDescriptor(family: .system, size: style.size(.large), weight: weight ?? style.weight, scaling: .relative(style))
    }
    /// `Font.custom(name, size:)`: scales relative to body, like SwiftUI.
    public static func custom(_ family: FontFamily, size: Double, weight: FontWeight = .regular,
                              relativeTo style: TextStyle = .body) -> FontDescriptor {
        FontDescriptor(family: family, size: size, weight: weight, scaling: .relative(style))
    }

    public func weight(_ w: FontWeight) -> FontDescriptor { var d = self; d.weight = w; return d }
    public func monospacedDigit() -> FontDescriptor { var d = self; d.monospacedDigits = true; return d }
    public func italic(_ on: Bool = true) -> FontDescriptor { var d = self; d.italic = on; return d }
    public func smallCaps(_ letters: SmallCaps) -> FontDescriptor { var d = self; d.smallCaps.formUnion(letters); return d }
    /// `.monospaced()`: the monospaced family at the same size, weight and scaling.
    public func monospaced() -> FontDescriptor { var d = self; d.family = .monospaced; return d }

    /// The point size at a content size category.
    public func pointSize(_ category: DynamicTypeSize) -> Double {
        switch scaling {
        case .fixed: return size
        case .relative(let style): return style.scaled(size, category)
        }
    }
}
