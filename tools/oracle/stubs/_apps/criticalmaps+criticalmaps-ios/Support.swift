import SwiftUI

// Stubs for what the Styleguide's views use from the rest of the module (criticalmaps-ios,
// CriticalMapsKit/Sources/Styleguide at 0fcf7210) and that the cases do not compile themselves.

// TextStyles.swift: the type styles (the file's NSAttributedString Text initialiser is left out).
public extension Font {
    static let titleOne = Font.title2.weight(.medium)
    static let titleTwo = Font.subheadline.weight(.bold)
    static let bodyOne = Font.body.weight(.regular)
    static let bodyTwo = Font.subheadline.weight(.regular)
    static let meta = Font.footnote.weight(.bold)
    static let pageTitle = Font.body.weight(.semibold)
    static let headlineOne = Font.largeTitle.weight(.bold)
    static let headlineTwo = Font.title.weight(.bold)
}

// Generated/Images.swift: the SwiftGen image assets ErrorStateView names. `error` is an SVG
// (Resources/Images.xcassets/error.imageset/error.svg).
public struct ImageAsset {
    public var name: String
    public var swiftUIImage: SwiftUI.Image { SwiftUI.Image(name) }
}

public enum Asset {
    public static let error = ImageAsset(name: "error")
}
