import Foundation
import SwiftUI
import UIKit

// Stubs for what the ComponentLibrary components use from the rest of the module
// (blockchain/My-Wallet-V3-iOS at 37d8b9a, Modules/ComponentLibrary/Sources/ComponentLibrary),
// restated with the module's values: Spacing, Typography (Inter, bundled and registered by the
// module), the semantic colours and the palette (Resources/Textures.xcassets colour sets, one
// value for both appearances), Icon (SVG assets of 24 × 24 pt, from the module's Icons.xcassets),
// PrimaryButton with its pill style, IconButton, PrimarySwitch and Control. Tag and
// SmallPrimaryButton are case files of o008 and o006, so they are stubbed per case
// (stubs/o001…o003, stubs/o005) for the cases that use them without holding them.

// MARK: - 1 - Base/Spacing.swift

public enum Spacing {
    public static let baseline: CGFloat = 8
    public static let textSpacing: CGFloat = 4
    public static let padding1: CGFloat = 8
    public static let padding2: CGFloat = 16
    public static let padding3: CGFloat = 24
    public static let padding4: CGFloat = 32
    public static let padding5: CGFloat = 40
    public static let padding6: CGFloat = 48
    public static let buttonBorderRadius: CGFloat = 8
    public static let containerBorderRadius: CGFloat = 16
    public static func roundedBorderRadius(for height: CGFloat) -> CGFloat { height / 2.0 }
}

// MARK: - 1 - Base/Typography.swift

public struct Typography: Hashable {
    public let name: String
    public var size: CGFloat
    var style: TextStyle
    public var weight: Weight = .bold

    public enum TextStyle: Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        public var ui: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }

    public enum Weight: String, Hashable {
        case regular, medium, semibold, bold
    }

    /// Resources/Fonts/Inter, registered by the module before use.
    var fontName: String {
        switch weight {
        case .regular: return "Inter-Regular"
        case .medium: return "Inter-Medium"
        case .semibold: return "Inter-SemiBold"
        case .bold: return "Inter-Bold"
        }
    }

    var font: Font { Font.custom(fontName, size: size, relativeTo: style.ui) }
}

extension Typography {
    public static let display = Typography(name: "Display", size: 40, style: .largeTitle, weight: .semibold)
    public static let title1 = Typography(name: "Title 1", size: 32, style: .title, weight: .semibold)
    public static let title2 = Typography(name: "Title 2", size: 24, style: .title2, weight: .semibold)
    public static let title3 = Typography(name: "Title 3", size: 20, style: .title3, weight: .semibold)
    public static let subheading = Typography(name: "Subheading", size: 20, style: .subheadline, weight: .medium)
    public static let body1 = Typography(name: "Body 1", size: 16, style: .body, weight: .medium)
    public static let body2 = Typography(name: "Body 2", size: 16, style: .body, weight: .semibold)
    public static let paragraph1 = Typography(name: "Paragraph 1", size: 14, style: .body, weight: .medium)
    public static let paragraph2 = Typography(name: "Paragraph 2", size: 14, style: .body, weight: .semibold)
    public static let caption1 = Typography(name: "Caption 1", size: 12, style: .caption, weight: .medium)
    public static let caption2 = Typography(name: "Caption 2", size: 12, style: .caption, weight: .semibold)
    public static let micro = Typography(name: "Micro (TabBar Text)", size: 10, style: .caption, weight: .medium)
}

extension Typography: ViewModifier {
    public func body(content: Content) -> some View {
        content.font(font)
    }
}

extension View {
    public func typography(_ typography: Typography) -> some View {
        modifier(typography)
    }
}

extension Text {
    public func typography(_ typography: Typography) -> Text {
        font(typography.font)
    }
}

// MARK: - 1 - Base/Colors.swift

extension Color {
    public static let semantic: WalletSemantic.Type = WalletSemantic.self

    public enum WalletSemantic {
        public static let title = Color(light: .palette.grey900, dark: .palette.white)
        public static let body = Color(light: .palette.grey800, dark: .palette.dark200)
        public static let overlay = Color(light: .palette.overlay600, dark: .palette.overlay600)
        public static let muted = Color(light: .palette.grey400, dark: .palette.dark400)
        public static let dark = Color(light: .palette.grey300, dark: .palette.dark700)
        public static let medium = Color(light: .palette.grey100, dark: .palette.dark600)
        public static let light = Color(light: .palette.grey000, dark: .palette.dark800)
        public static let background = Color(light: .palette.white, dark: .palette.dark900)
        public static let primary = Color(light: .palette.blue600, dark: .palette.blue400)
        public static let success = Color(light: .palette.green600, dark: .palette.green400)
        public static let warning = Color(light: .palette.orange600, dark: .palette.orange400)
        public static let error = Color(light: .palette.red600, dark: .palette.red400)
        public static let blueBG: Color = .palette.blue000
        public static let greenBG: Color = .palette.green100
        public static let orangeBG: Color = .palette.orange100
        public static let redBG: Color = .palette.red100
        public static let gold: Color = .palette.gold
        public static let silver: Color = .palette.silver
    }

    init(light: Color, dark: Color) {
        self = Color(UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
        })
    }

    static let palette: Palette.Type = Palette.self

    enum Palette {
        private static func hex(_ rgb: UInt32, _ alpha: Double = 1) -> Color {
            Color(
                .sRGB,
                red: Double((rgb >> 16) & 0xFF) / 255,
                green: Double((rgb >> 8) & 0xFF) / 255,
                blue: Double(rgb & 0xFF) / 255,
                opacity: alpha
            )
        }
        static let white = hex(0xFFFFFF)
        static let black = hex(0x000000)
        static let dark000 = hex(0xD2D4D6)
        static let dark100 = hex(0xB8B9BD)
        static let dark200 = hex(0x989BA1)
        static let dark300 = hex(0x797D84)
        static let dark400 = hex(0x63676F)
        static let dark500 = hex(0x4D515B)
        static let dark600 = hex(0x3B3E46)
        static let dark700 = hex(0x2C3038)
        static let dark800 = hex(0x20242C)
        static let dark900 = hex(0x0E121B)
        static let grey000 = hex(0xF0F2F7)
        static let grey100 = hex(0xDFE3EB)
        static let grey200 = hex(0xCCD2DE)
        static let grey300 = hex(0xB1B8C7)
        static let grey400 = hex(0x98A1B2)
        static let grey500 = hex(0x828B9E)
        static let grey600 = hex(0x677184)
        static let grey700 = hex(0x50596B)
        static let grey800 = hex(0x353F52)
        static let grey900 = hex(0x121D33)
        static let overlay400 = hex(0x121D33, 0.40)
        static let overlay600 = hex(0x121D33, 0.64)
        static let overlay800 = hex(0x121D33, 0.80)
        static let blue000 = hex(0xECF5FE)
        static let blue400 = hex(0x619FF7)
        static let blue600 = hex(0x0C6CF2)
        static let blue700 = hex(0x1656B9)
        static let green100 = hex(0xD1F0DB)
        static let green400 = hex(0x17CE73)
        static let green600 = hex(0x00994C)
        static let green700 = hex(0x006633)
        static let red000 = hex(0xFFECEB)
        static let red100 = hex(0xFFD9D6)
        static let red400 = hex(0xFF3344)
        static let red600 = hex(0xCF1726)
        static let red700 = hex(0xA50D0D)
        static let red900 = hex(0x790606)
        static let orange100 = hex(0xFFECD6)
        static let orange400 = hex(0xFFA133)
        static let orange600 = hex(0xD46A00)
        static let silver = hex(0xC2C9D6)
        static let gold = hex(0xF5B73D)
    }
}

// MARK: - 1 - Base/Icons.swift

/// A template icon from Resources/Icons.xcassets, tinted with the accent colour. The module shows
/// it in a UIImageView, whose intrinsic size is the SVG's 24 × 24 pt.
public struct Icon: View, Hashable {
    public let name: String
    let renderingMode: Image.TemplateRenderingMode

    init(name: String, renderingMode: Image.TemplateRenderingMode = .template) {
        self.name = name
        self.renderingMode = renderingMode
    }

    public var body: some View {
        Image(name)
            .renderingMode(renderingMode)
            .resizable()
            .scaledToFit()
            .frame(idealWidth: 24, idealHeight: 24)
            .foregroundStyle(.tint)   // a UIImageView draws a template image in its tint
    }

    public static func == (lhs: Icon, rhs: Icon) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Icon {
    public static let apple = Icon(name: "Apple")
    public static let bank = Icon(name: "Bank")
    public static let blockchain = Icon(name: "Blockchain")
    public static let check = Icon(name: "Check")
    public static let chevronRight = Icon(name: "Chevron-Right")
    public static let moneyUSD = Icon(name: "Money USD")
    public static let qrCode = Icon(name: "QR Code")
    public static let trade = Icon(name: "Trade")
    public static let wallet = Icon(name: "Wallet")
}

// MARK: - Utilities/Control.swift

public struct Control: Identifiable {
    public let id: AnyHashable
    public let title: String
    public let action: () -> Void

    public init(title: String, id: AnyHashable = UUID(), action: @escaping () -> Void) {
        self.id = id
        self.title = title
        self.action = action
    }
}

// MARK: - Utilities/PillButtonSize.swift, PillButtonStyle.swift, ButtonProgressViewStyle.swift

public struct PillButtonSize {
    let typograhy: Typography
    let maxWidth: CGFloat?
    let minHeight: CGFloat
    let borderRadius: CGFloat
    let padding: EdgeInsets
}

extension PillButtonSize {
    public static let small = PillButtonSize(
        typograhy: .paragraph2,
        maxWidth: nil,
        minHeight: 32,
        borderRadius: Spacing.roundedBorderRadius(for: 32),
        padding: EdgeInsets(top: 0, leading: Spacing.padding2, bottom: 0, trailing: Spacing.padding2)
    )
    public static let standard = PillButtonSize(
        typograhy: .body2,
        maxWidth: .infinity,
        minHeight: 48,
        borderRadius: Spacing.buttonBorderRadius,
        padding: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    )
}

struct PillButtonStyle: ButtonStyle {
    struct ColorSet {
        let foreground: Color
        let background: Color
        let border: Color
    }

    struct ColorCombination {
        let enabled: ColorSet
        let pressed: ColorSet
        let disabled: ColorSet
        let progressViewRail: Color
        let progressViewTrack: Color
    }

    let isLoading: Bool
    let isEnabled: Bool
    let size: PillButtonSize
    let isRounded: Bool
    let colorCombination: ColorCombination

    init(isLoading: Bool, isEnabled: Bool, size: PillButtonSize = .standard, isRounded: Bool = true, colorCombination: ColorCombination) {
        self.isLoading = isLoading
        self.isEnabled = isEnabled
        self.size = size
        self.isRounded = isRounded
        self.colorCombination = colorCombination
    }

    private var cornerRadius: CGFloat { isRounded ? size.borderRadius : 0 }

    func makeBody(configuration: Configuration) -> some View {
        VStack {
            if isLoading {
                ProgressView()
                    .progressViewStyle(
                        ButtonProgressViewStyle(
                            railColor: colorCombination.progressViewRail,
                            trackColor: colorCombination.progressViewTrack
                        )
                    )
                    .frame(width: size.minHeight / 2, height: size.minHeight / 2)
            } else {
                configuration.label
                    .typography(size.typograhy)
            }
        }
        .accentColor(colorSet(for: configuration).foreground)
        .foregroundColor(colorSet(for: configuration).foreground)
        .frame(maxWidth: size.maxWidth, minHeight: size.minHeight)
        .padding(size.padding)
        .background(RoundedRectangle(cornerRadius: cornerRadius).fill(colorSet(for: configuration).background))
        .overlay(RoundedRectangle(cornerRadius: cornerRadius).stroke(colorSet(for: configuration).border))
    }

    private func colorSet(for configuration: Configuration) -> ColorSet {
        if configuration.isPressed {
            return colorCombination.pressed
        } else if isEnabled {
            return colorCombination.enabled
        } else {
            return colorCombination.disabled
        }
    }
}

/// A track circle with a 30 % rail arc from the top (it spins once on screen), line width a
/// sixth of the width.
struct ButtonProgressViewStyle: ProgressViewStyle {
    @State private var angle: Angle = .degrees(-90)
    let railColor: Color
    let trackColor: Color

    func makeBody(configuration: Configuration) -> some View {
        GeometryReader { geometry in
            let lineWidth: CGFloat = geometry.size.width / 6.0
            ZStack {
                let style = StrokeStyle(lineWidth: lineWidth, lineCap: .butt)
                Circle()
                    .stroke(trackColor, style: style)
                Circle()
                    .trim(from: 0, to: 0.3)
                    .stroke(railColor, style: style)
                    .rotationEffect(angle)
            }
            .padding(lineWidth / 2)
        }
        .scaledToFit()
    }
}

private struct PillButtonSizeEnvironmentKey: EnvironmentKey {
    static var defaultValue: PillButtonSize = .standard
}

extension EnvironmentValues {
    var pillButtonSize: PillButtonSize {
        get { self[PillButtonSizeEnvironmentKey.self] }
        set { self[PillButtonSizeEnvironmentKey.self] = newValue }
    }
}

extension View {
    public func pillButtonSize(_ size: PillButtonSize) -> some View {
        environment(\.pillButtonSize, size)
    }
}

// MARK: - 2 - Primitives/Buttons/PrimaryButton.swift, IconButton.swift

public struct PrimaryButton<LeadingView: View>: View {
    private let title: String
    private let isLoading: Bool
    private let leadingView: LeadingView
    private let action: () -> Void

    @Environment(\.pillButtonSize) private var size
    @Environment(\.isEnabled) private var isEnabled

    public init(title: String, isLoading: Bool = false, @ViewBuilder leadingView: () -> LeadingView, action: @escaping () -> Void) {
        self.title = title
        self.isLoading = isLoading
        self.leadingView = leadingView()
        self.action = action
    }

    public var body: some View {
        Button {
            action()
        } label: {
            HStack(spacing: Spacing.padding2) {
                leadingView
                    .frame(width: 24, height: 24)
                Text(title)
            }
        }
        .buttonStyle(
            PillButtonStyle(isLoading: isLoading, isEnabled: isEnabled, size: size, colorCombination: primaryButtonColorCombination)
        )
    }
}

extension PrimaryButton where LeadingView == EmptyView {
    public init(title: String, isLoading: Bool = false, action: @escaping () -> Void) {
        self.init(title: title, isLoading: isLoading, leadingView: { EmptyView() }, action: action)
    }
}

let primaryButtonColorCombination = PillButtonStyle.ColorCombination(
    enabled: .init(foreground: .palette.white, background: .palette.blue600, border: .palette.blue600),
    pressed: .init(foreground: .palette.white, background: .palette.blue700, border: .palette.blue700),
    disabled: .init(
        foreground: Color(light: .palette.white.opacity(0.7), dark: .palette.white.opacity(0.4)),
        background: Color(light: .palette.blue400, dark: .palette.grey900),
        border: Color(light: .palette.blue400, dark: .palette.grey900)
    ),
    progressViewRail: .palette.white.opacity(0.8),
    progressViewTrack: .palette.white.opacity(0.25)
)

public struct IconButton: View {
    let icon: Icon
    let action: () -> Void

    public init(icon: Icon, action: @escaping () -> Void) {
        self.icon = icon
        self.action = action
    }

    public var body: some View {
        Button(action: action) { icon }
            .buttonStyle(IconButtonStyle())
    }
}

struct IconButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .accentColor(configuration.isPressed ? .semantic.muted.opacity(0.5) : .semantic.muted)
    }
}

// MARK: - 2 - Primitives/PrimarySwitch.swift

/// The module wraps a UISwitch (on tint the variant's colour, thumb the semantic background);
/// stated here as SwiftUI's switch toggle with that tint.
public struct PrimarySwitch: View {
    private let variant: Variant
    private let accessibilityLabel: String
    @Binding private var isOn: Bool

    public init(variant: Variant = .blue, accessibilityLabel: String, isOn: Binding<Bool>) {
        self.variant = variant
        self.accessibilityLabel = accessibilityLabel
        _isOn = isOn
    }

    public var body: some View {
        Toggle(accessibilityLabel, isOn: $isOn)
            .labelsHidden()
            .toggleStyle(SwitchToggleStyle(tint: variant.onBackgroundColor))
    }

    public struct Variant {
        fileprivate let onBackgroundColor: Color
    }
}

extension PrimarySwitch.Variant {
    public static let blue = PrimarySwitch.Variant(onBackgroundColor: Color(light: .semantic.primary, dark: .semantic.primary))
    public static let green = PrimarySwitch.Variant(onBackgroundColor: Color(light: .palette.green400, dark: .palette.green400))
}
