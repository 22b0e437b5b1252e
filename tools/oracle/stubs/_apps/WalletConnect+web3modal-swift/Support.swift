import SwiftUI

// Stubs for what Web3ModalUI's components use from the rest of the module and from
// Web3ModalBackport (WalletConnect/web3modal-swift at 030dad9b), with the module's values.

// Helpers/Extensions/Color+extension.swift: the asset catalog's colours (Resources/Assets.xcassets/
// Colors), light ("any") and dark.
private func asset(_ light: UInt32, _ dark: UInt32, opacity: Double = 1) -> Color {
    Color(light: Color(hex: light, opacity: opacity), dark: Color(hex: dark, opacity: opacity))
}
public extension ShapeStyle where Self == Color {
    static var Overblue015: Color { asset(0x3396FF, 0x47A1FF, opacity: 0.15) }
    static var Overgray002: Color { asset(0x000000, 0xFFFFFF, opacity: 0.02) }
    static var Overgray005: Color { asset(0x000000, 0xFFFFFF, opacity: 0.05) }
    static var Overgray010: Color { asset(0x000000, 0xFFFFFF, opacity: 0.10) }
    static var Overgray015: Color { asset(0x000000, 0xFFFFFF, opacity: 0.15) }
    static var Success100: Color { asset(0x26B562, 0x26D962) }
    static var Error100: Color { asset(0xF05142, 0xF25A67) }
    static var Orange100: Color { asset(0xEA8C2E, 0xFFA64C) }
    static var Blue100: Color { asset(0x3396FF, 0x47A1FF) }
    static var Foreground100: Color { asset(0x141414, 0xE4E7E7) }
    static var Foreground150: Color { asset(0x474D4D, 0xA8B1B1) }
    static var Foreground200: Color { asset(0x798686, 0x949E9E) }
}
// The UIKit colour the loading indicator takes. RowFrame offers no public way to build a
// light/dark UIColor from values, so this is the light value (the one loading row measured,
// o032, is light).
public extension UIColor {
    static var Blue100: UIColor { UIColor(red: 0x33 / 255.0, green: 0x96 / 255.0, blue: 1, alpha: 1) }
}

// Helpers/Extensions/Font+extension.swift: the type scale, the system font at a size and
// weight scaled by UIFontMetrics.
public enum W3MFont {
    case large500, large600, large700
    case micro600, micro700
    case paragraph500, paragraph600, paragraph700
    case small400, small500, small600
    case tiny500, tiny600
    case title500, title600, title700

    var weight: Font.Weight {
        switch self {
        case .small400: .regular
        case .large500, .paragraph500, .small500, .tiny500, .title500: .medium
        case .large600, .micro600, .paragraph600, .small600, .tiny600, .title600: .semibold
        case .large700, .micro700, .paragraph700, .title700: .bold
        }
    }

    var size: CGFloat {
        switch self {
        case .micro600, .micro700: 10
        case .tiny500, .tiny600: 12
        case .small400, .small500, .small600: 14
        case .paragraph500, .paragraph600, .paragraph700: 16
        case .large500, .large600, .large700: 20
        case .title500, .title600, .title700: 24
        }
    }
}
struct ScaledFont: ViewModifier {
    var size: Double
    var weight: Font.Weight
    func body(content: Content) -> some View {
        content.font(.system(size: UIFontMetrics.default.scaledValue(for: size), weight: weight))
    }
}
extension View {
    public func font(_ font: W3MFont) -> some View {
        modifier(ScaledFont(size: font.size, weight: font.weight))
    }
}

// Helpers/Spacing.swift and Radius.swift.
public enum Spacing {
    public static var zero: CGFloat = 0
    public static var xxxxs: CGFloat = 2
    public static var xxxs: CGFloat = 4
    public static var xxs: CGFloat = 6
    public static var xs: CGFloat = 8
    public static var s: CGFloat = 12
    public static var m: CGFloat = 14
    public static var l: CGFloat = 16
    public static var xl: CGFloat = 20
    public static var xxl: CGFloat = 24
    public static var xxxl: CGFloat = 80
}
public enum Radius {
    public static var xxxxxs: CGFloat = 4
    public static var xxxxs: CGFloat = 6
    public static var xxxs: CGFloat = 8
    public static var xxs: CGFloat = 12
    public static var xs: CGFloat = 16
    public static var s: CGFloat = 20
    public static var m: CGFloat = 28
    public static var l: CGFloat = 36
    public static var xxxl: CGFloat = 80
}

// Web3ModalBackport: `.backport` wrappers of overlay/background, and a ScaledMetric that scales
// with the body text style (unscaled at the default text size).
public struct Backport<Wrapped> {
    let wrapped: Wrapped
    public init(_ wrapped: Wrapped) { self.wrapped = wrapped }
}
public extension View {
    var backport: Backport<Self> { Backport(self) }
}
extension Backport where Wrapped: View {
    public func overlay<Content: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Content) -> some View {
        wrapped.overlay(content(), alignment: alignment)
    }
    public func background<Content: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Content) -> some View {
        wrapped.background(content(), alignment: alignment)
    }
}
public extension Backport where Wrapped == Any {
    @propertyWrapper
    struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
        private let baseValue: Value
        public init(wrappedValue: Value) { baseValue = wrappedValue }
        public var wrappedValue: Value { Value(UIFontMetrics.default.scaledValue(for: CGFloat(baseValue))) }
    }
}

// Modifiers/Conditional.swift.
extension View {
    @ViewBuilder public func `if`<Content: View>(_ condition: @autoclosure () -> Bool, transform: (Self) -> Content) -> some View {
        if condition() { transform(self) } else { self }
    }
    public func transform(@ViewBuilder _ transform: (Self) -> some View) -> some View {
        transform(self)
    }
}

// Miscellaneous/AdaptiveStack.swift: a VStack when the condition holds, else an HStack.
struct AdaptiveStack<Content: View>: View {
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment
    let spacing: CGFloat?
    let content: () -> Content
    let condition: () -> Bool

    init(condition: @autoclosure @escaping () -> Bool, horizontalAlignment: HorizontalAlignment = .center,
         verticalAlignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.condition = condition
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
        self.content = content
    }

    var body: some View {
        if condition() {
            VStack(alignment: horizontalAlignment, spacing: spacing, content: content)
        } else {
            HStack(alignment: verticalAlignment, spacing: spacing, content: content)
        }
    }
}

// Miscellaneous/Polygon.swift: a regular polygon in the largest circle of the rect, first vertex
// at the top, corners rounded by a radius relative to the apothem (0: sharp, 1: a circle).
public struct Polygon: Shape {
    let count: Int
    let relativeCornerRadius: CGFloat

    public init(count: Int, relativeCornerRadius: CGFloat) {
        self.count = max(count, 3)
        self.relativeCornerRadius = min(max(relativeCornerRadius, 0), 1)
    }

    public func path(in rect: CGRect) -> Path {
        let n = CGFloat(count)
        let radius = min(rect.width, rect.height) / 2
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let apothem = radius * cos(.pi / n)
        var path = Path()
        if relativeCornerRadius >= 1 {
            path.addEllipse(in: CGRect(x: centre.x - apothem, y: centre.y - apothem, width: 2 * apothem, height: 2 * apothem))
            return path
        }
        let corner = relativeCornerRadius * apothem
        // Each corner's rounding circle sits on the vertex's ray, corner / cos(pi / n) inside it;
        // its arc runs between the normals of the two edges meeting there.
        let inset = corner / cos(.pi / n)
        for i in 0 ..< count {
            let theta = 2 * .pi * (CGFloat(i) / n - 0.25)
            let c = CGPoint(x: centre.x + (radius - inset) * cos(theta), y: centre.y + (radius - inset) * sin(theta))
            if corner == 0 {
                if i == 0 { path.move(to: c) } else { path.addLine(to: c) }
            } else {
                path.addArc(center: c, radius: corner, startAngle: .radians(Double(theta - .pi / n)),
                            endAngle: .radians(Double(theta + .pi / n)), clockwise: false)
            }
        }
        path.closeSubpath()
        return path
    }
}

// Modifiers/Shimmer.swift: the loading shimmer, a diagonal gradient mask that sweeps across. A
// still frame shows the mask's translucent band over the whole view.
public struct ShimmerBackground: ViewModifier {
    public init() {}
    public func body(content: Content) -> some View {
        content.mask(LinearGradient(colors: [.black.opacity(0.3), .black, .black.opacity(0.3)],
                                    startPoint: UnitPoint(x: 1, y: 1), endPoint: UnitPoint(x: 1.3, y: 1.3)))
    }
}

// Miscellaneous/DrawingProgressView.swift: a UIKit view that strokes a shape in a loop. The
// stand-in draws the stroked circle the still frame shows.
public struct DrawingProgressView: View {
    public enum ShapePath {
        case circle
        case roundedRectangleRelative(relativeCornerRadius: Double)
        case roundedRectangleAbsolute(cornerRadius: Double)
        case hexagon
    }
    var shape: ShapePath
    var color: UIColor
    var lineWidth: CGFloat
    var duration: Double
    @Binding var isAnimating: Bool

    public init(shape: ShapePath, color: UIColor, lineWidth: CGFloat, duration: Double = 1.5, isAnimating: Binding<Bool>) {
        self.shape = shape
        self.color = color
        self.lineWidth = lineWidth
        self.duration = duration
        _isAnimating = isAnimating
    }

    public var body: some View {
        Circle().stroke(Color(color), lineWidth: lineWidth)
    }
}

// Helpers/Extensions/ImageResource_generated.swift: the asset images these previews show.
// Named images come from the render's image folder (see tools/oracle/images.tsv); the chevron is
// a PDF asset there, as is the wallet glyph, which RowFrame cannot load.
public extension Image {
    static let mockWallet = Image("MockWalletImage", bundle: .module)
    static let imageEth = Image("imageEth", bundle: .module)
    static let optionAll = Image("optionAll", bundle: .module)
    enum Bold {
        public static let chevronRight = Image("Bold/Chevron Right", bundle: .module)
    }
    enum Medium {
        public static let wallet = Image("Medium/Wallet", bundle: .module)
    }
}

// A Swift package's resource bundle; the stand-in targets have no resources.
extension Bundle {
    static var module: Bundle { .main }
}
