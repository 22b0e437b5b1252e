import SwiftUI

// Stand-in for autoreleasefool/approach's AssetsLibrary module (ios/Approach/Sources/AssetsLibrary
// at bc75dd7e): the SwiftGen colour assets the ViewsLibrary components name, with the values of
// Resources/Colors.xcassets, light ("any") and dark; the spacing, radius and icon sizes
// (Spacing.swift); the View helpers taking a ColorAsset (Assets+Extensions.swift).

private func asset(_ name: String, _ light: UInt32, _ dark: UInt32) -> ColorAsset {
    ColorAsset(name: name, swiftUIColor: Color(light: Color(hex: light), dark: Color(hex: dark)))
}

public final class ColorAsset: Sendable {
    public let name: String
    public let swiftUIColor: SwiftUI.Color
    fileprivate init(name: String, swiftUIColor: SwiftUI.Color) {
        self.name = name
        self.swiftUIColor = swiftUIColor
    }
}

extension ColorAsset: Equatable {
    public static func == (lhs: ColorAsset, rhs: ColorAsset) -> Bool { lhs.name == rhs.name }
}

public enum Asset {
    public enum Colors {
        public enum Chip {
            public static let infoBackground = asset("Chip/infoBackground", 0xBBD0FF, 0x2A2F4F)
            public static let infoForeground = asset("Chip/infoForeground", 0x5C67FF, 0xBBD0FF)
            public static let plainBackground = asset("Chip/plainBackground", 0xDAD9DE, 0x716F82)
            public static let plainForeground = asset("Chip/plainForeground", 0x716F82, 0xDAD9DE)
            public static let primaryBackground = asset("Chip/primaryBackground", 0xE0DEFA, 0x231C96)
            public static let primaryForeground = asset("Chip/primaryForeground", 0x8780E0, 0xE0DEFA)
        }
        public enum Destructive {
            public static let `default` = asset("Destructive/Default", 0xE73838, 0xE73838)
        }
        public enum Error {
            public static let light = asset("Error/Light", 0xE6BCB8, 0xE6BCB8)
        }
        public enum Primary {
            public static let `default` = asset("Primary/Default", 0x8680DF, 0x231C96)
            public static let light = asset("Primary/Light", 0xE0DEFA, 0x8780E0)
        }
        public enum Success {
            public static let `default` = asset("Success/Default", 0xBAFBA5, 0xBAFBA5)
        }
        public enum Warning {
            public static let background = asset("Warning/Background", 0xFFCC02, 0xFFCC02)
        }
    }
}

extension View {
    public func background(_ asset: ColorAsset) -> some View { self.background(asset.swiftUIColor) }
    public func foregroundColor(_ asset: ColorAsset) -> some View { self.foregroundColor(asset.swiftUIColor) }
    public func tint(_ asset: ColorAsset) -> some View { self.tint(asset.swiftUIColor) }
}

extension CGFloat {
    public static let tinySpacing: CGFloat = unitSpacing / 2
    public static let unitSpacing: CGFloat = 4
    public static let smallSpacing: CGFloat = unitSpacing * 2
    public static let standardSpacing: CGFloat = unitSpacing * 4
    public static let largeSpacing: CGFloat = unitSpacing * 8
    public static let extraLargeSpacing: CGFloat = unitSpacing * 12

    public static let smallRadius: CGFloat = unitSpacing
    public static let standardRadius: CGFloat = unitSpacing * 2
    public static let largeRadius: CGFloat = unitSpacing * 4

    public static let extraTinyIcon: CGFloat = unitSpacing * 3
    public static let tinyIcon: CGFloat = unitSpacing * 4
    public static let smallIcon: CGFloat = unitSpacing * 5
    public static let inlineIcon: CGFloat = unitSpacing * 6
}
