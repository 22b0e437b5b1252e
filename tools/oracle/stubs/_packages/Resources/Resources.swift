import SwiftUI

// Stand-in for surfstudio/vsurf-demo's Resources module (Modules/Core/Resources at a95e97f0):
// the SwiftGen-generated colour, image and font accessors the Library's components name, with
// the values of Colors.xcassets/BaseTheme (the default ColorTheme.current), light ("any") and dark.
// The fonts are the module's bundled Inter faces, which SwiftGen's Font.custom registers on use.

public enum ColorTheme: String, CaseIterable {
    case baseTheme = "BaseTheme"
    case pinkTheme = "PinkTheme"
    case lightBlueTheme = "LightBlueTheme"
    public static var current: ColorTheme = .baseTheme
}

/// A colour asset: `color` is the SwiftUI colour (the module's template), light and dark.
public final class ColorAsset {
    public let name: String
    public let color: SwiftUI.Color
    init(_ name: String, _ color: SwiftUI.Color) {
        self.name = name
        self.color = color
    }
}

private func srgb(_ hex: UInt32) -> Color { Color(hex: hex) }
private func p3(_ hex: UInt32) -> Color {
    Color(.displayP3, red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
          blue: Double(hex & 0xFF) / 255)
}
private func asset(_ name: String, _ light: Color, _ dark: Color) -> ColorAsset {
    ColorAsset("\(ColorTheme.current.rawValue)/\(name)", Color(light: light, dark: dark))
}

public enum Asset {
    public enum Colors {
        public enum Buttons {
            public enum Primary {
                public static var disabledBackground: ColorAsset { asset("Buttons/Primary/disabledBackground", srgb(0xEBEDF5), p3(0x303033)) }
                public static var disabledText: ColorAsset { asset("Buttons/Primary/disabledText", srgb(0xB2B7C7), p3(0x616166)) }
                public static var highlightedBackground: ColorAsset { asset("Buttons/Primary/highlightedBackground", srgb(0xFBE746), srgb(0xFBE746)) }
                public static var highlightedText: ColorAsset { asset("Buttons/Primary/highlightedText", srgb(0x625E34), srgb(0x625E34)) }
                public static var normalBackground: ColorAsset { asset("Buttons/Primary/normalBackground", srgb(0xFDE000), srgb(0xFDE000)) }
                public static var normalText: ColorAsset { asset("Buttons/Primary/normalText", srgb(0x27292E), srgb(0x131314)) }
            }
            public enum Secondary {
                public static var disabledBackground: ColorAsset { asset("Buttons/Secondary/disabledBackground", srgb(0xEBEDF5), p3(0x303033)) }
                public static var disabledText: ColorAsset { asset("Buttons/Secondary/disabledText", srgb(0xB2B7C7), p3(0x616166)) }
                public static var highlightedBackground: ColorAsset { asset("Buttons/Secondary/highlightedBackground", srgb(0xF0F2FA), p3(0x28282B)) }
                public static var highlightedText: ColorAsset { asset("Buttons/Secondary/highlightedText", srgb(0x696D7A), p3(0x919199)) }
                public static var normalBackground: ColorAsset { asset("Buttons/Secondary/normalBackground", srgb(0xEBEDF5), p3(0x303033)) }
                public static var normalText: ColorAsset { asset("Buttons/Secondary/normalText", srgb(0x27292E), p3(0xFFFFFF)) }
            }
        }
        public enum Main {
            public static var systemAction: ColorAsset { asset("Main/systemAction", srgb(0x007AFF), srgb(0x007AFF)) }
        }
        public enum SearchBar {
            public static var cancelButton: ColorAsset { asset("SearchBar/cancelButton", srgb(0x696D7A), p3(0x919199)) }
        }
        public enum Text {
            public static var primary: ColorAsset { asset("Text/primary", srgb(0x27292E), p3(0xFFFFFF)) }
            public static var secondary: ColorAsset { asset("Text/secondary", srgb(0x696D7A), p3(0x919199)) }
            public static var support: ColorAsset { asset("Text/support", srgb(0xB2B7C7), p3(0x616166)) }
        }
    }
    public enum Images {
        public enum Icons {
            /// Images.xcassets/Icons/arrowRight.imageset: a PDF (vector) asset.
            public static let arrowRight = ImageAsset(name: "Icons/arrowRight")
        }
    }
}

public struct ImageAsset {
    public var name: String
    public var image: SwiftUI.Image { SwiftUI.Image(name) }
}

public extension SwiftUI.Image {
    init(asset: ImageAsset) { self.init(asset.name) }
    init(decorative asset: ImageAsset) { self.init(decorative: asset.name) }
}

// Generated/Fonts.swift: the Inter faces (Fonts/Inter-*.otf).
public struct FontConvertible {
    public let name: String
    public let family: String
    public let path: String
}

public enum FontFamily {
    public enum Inter {
        public static let bold = FontConvertible(name: "Inter-Bold", family: "Inter", path: "Inter-Bold.otf")
        public static let regular = FontConvertible(name: "Inter-Regular", family: "Inter", path: "Inter-Regular.otf")
        public static let semiBold = FontConvertible(name: "Inter-SemiBold", family: "Inter", path: "Inter-SemiBold.otf")
    }
}

public extension SwiftUI.Font {
    static func custom(_ font: FontConvertible, size: CGFloat) -> SwiftUI.Font {
        custom(font.name, size: size)
    }
    static func custom(_ font: FontConvertible, size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {
        custom(font.name, size: size, relativeTo: textStyle)
    }
}
