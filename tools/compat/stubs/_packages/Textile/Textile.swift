// Stub of Pocket's Textile package (PocketKit/Sources/Textile in Pocket/pocket-ios): text styles with a
// font and a colour asset, the UI and branding colour palettes (their asset colour sets' light and dark
// values), image assets and the SwiftUI entry points the rows call (`Text.style(_:)`, `Image(asset:)`,
// `Color(_:)` of a colour asset). Our own test double; Graphik, the app's face, is left to the system font.
import SwiftUI
import UIKit

public struct ColorAsset: Sendable {
    public let name: String
    let light: UInt32
    let dark: UInt32

    init(_ name: String, light: UInt32, dark: UInt32? = nil) {
        self.name = name
        self.light = light
        self.dark = dark ?? light
    }

    public static let ui = UIPalette()
    public static let branding = BrandingPalette()
}

public struct UIPalette: Sendable {
    public let black1 = ColorAsset("UI/black1", light: 0x1A1A1A, dark: 0xFFFFFF)
    public let white1 = ColorAsset("UI/white1", light: 0xFFFFFF, dark: 0x1A1A1A)
    public let grey1 = ColorAsset("UI/grey1", light: 0x1A1A1A, dark: 0xF2F2F2)
    public let grey4 = ColorAsset("UI/grey4", light: 0x737373, dark: 0x999999)
    public let grey7 = ColorAsset("UI/grey7", light: 0xF1F1F1, dark: 0x2A2A2A)
    public let grey8 = ColorAsset("UI/grey8", light: 0x676767, dark: 0xCDCDCD)
    public let teal2 = ColorAsset("UI/teal2", light: 0x008078, dark: 0x9AE2DE)
    public let coral1 = ColorAsset("UI/coral1", light: 0xFCEEEF, dark: 0x4A2124)
    public let coral2 = ColorAsset("UI/coral2", light: 0xEF4056, dark: 0xF37383)
}

public struct BrandingPalette: Sendable {
    public let amber1 = ColorAsset("Branding/amber1", light: 0xFFF4D6)
    public let amber3 = ColorAsset("Branding/amber3", light: 0xFCB643)
    public let amber4 = ColorAsset("Branding/amber4", light: 0xE29B16)
}

extension Color {
    /// A colour set of Textile's catalog, light and dark.
    public init(_ asset: ColorAsset) {
        func rgb(_ v: UInt32) -> UIColor {
            UIColor(red: CGFloat(v >> 16 & 0xFF) / 255, green: CGFloat(v >> 8 & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: 1)
        }
        self.init(uiColor: UIColor { $0.userInterfaceStyle == .dark ? rgb(asset.dark) : rgb(asset.light) })
    }
}

public struct ImageAsset: Sendable {
    public let name: String
    init(_ name: String) { self.name = name }

    public static let tag = ImageAsset("tag")
    public static let share = ImageAsset("share")
    public static let delete = ImageAsset("delete")
    public static let archive = ImageAsset("archive")
    public static let alert = ImageAsset("alert")
    public static let overflow = ImageAsset("overflow")
    public static let chevronRight = ImageAsset("chevronRight")
    public static let favorite = ImageAsset("favorite")
    public static let favoriteFilled = ImageAsset("favorite.filled")
    public static let save = ImageAsset("save")
    public static let saved = ImageAsset("saved")
}

extension Image {
    /// An image of Textile's catalog.
    public init(asset: ImageAsset) { self.init(asset.name) }
}

/// A text style: a size and weight of the app's sans-serif face, and a colour asset.
public struct Style: Sendable {
    public let size: CGFloat
    public let weight: Font.Weight
    public let colorAsset: ColorAsset

    public init(size: CGFloat, weight: Font.Weight? = nil, color: ColorAsset = ColorAsset.ui.black1) {
        self.size = size
        self.weight = weight ?? Font.Weight.regular
        self.colorAsset = color
    }

    public func with(color: ColorAsset) -> Style { Style(size: size, weight: weight, color: color) }
    public func with(weight: Font.Weight) -> Style { Style(size: size, weight: weight, color: colorAsset) }
    public func with(maxScaleSize: CGFloat) -> Style { self }

    public var font: Font { .system(size: size, weight: weight) }

    /// `Style.header.sansSerif.h6` …: the type scale.
    public static let header = Header()
    public struct Header: Sendable {
        public let sansSerif = SansSerif()
    }
    public struct SansSerif: Sendable {
        public let h6 = Style(size: 20, weight: .medium)
        public let h7 = Style(size: 16, weight: .medium)
        public let p4 = Style(size: 16)
        public let p5 = Style(size: 14)
    }

    public static let homeHeader = HomeHeaderStyle()
    public struct HomeHeaderStyle: Sendable {
        public let sectionHeader: Style = Style.header.sansSerif.h6.with(weight: .semibold)
        public let buttonText: Style = Style.header.sansSerif.p4.with(color: ColorAsset.ui.teal2)
    }
}

extension Text {
    /// The style's font and colour.
    public func style(_ style: Style) -> some View {
        font(style.font).foregroundColor(Color(style.colorAsset))
    }
}
