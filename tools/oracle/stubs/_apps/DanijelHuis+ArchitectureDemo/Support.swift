import SwiftUI

// DanijelHuis/ArchitectureDemo (Feedy): what its PresentationMVI snapshot cases need besides the
// CommonUI, Domain and PresentationMVI sources.

// SwiftPM generates `Bundle.module` for the CommonUI target (its Resources folder: Assets.xcassets
// and Localizable.xcstrings); String+Localization asks it for the strings, the asset symbols below
// for the colours and the error icon. Here the module's resources are the app bundle's: the render
// reads the repository's asset and string catalogs.
extension Bundle {
    static var module: Bundle { .main }
}

// The asset symbols Xcode generates for CommonUI's Assets.xcassets (GeneratedAssetSymbols.swift):
// one ColorResource per colour set and one ImageResource per image set, named after the set
// (icon_error -> iconError). Resources.swift and the styles use them as `Color(.foreground1)`,
// `Image(.iconError)`.
extension ColorResource {
    static let background1 = ColorResource(name: "background1", bundle: .module)
    static let background2 = ColorResource(name: "background2", bundle: .module)
    static let background3 = ColorResource(name: "background3", bundle: .module)
    static let background4 = ColorResource(name: "background4", bundle: .module)
    static let error = ColorResource(name: "error", bundle: .module)
    static let foreground1 = ColorResource(name: "foreground1", bundle: .module)
    static let foreground2 = ColorResource(name: "foreground2", bundle: .module)
    static let foreground3 = ColorResource(name: "foreground3", bundle: .module)
}

extension ImageResource {
    static let iconError = ImageResource(name: "icon_error", bundle: .module)
}

// The snapshot target's Utility/String+Test.swift: the lorem-ipsum texts the tests pass.
extension String {
    static var loremIpsum = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum."
    static var loremIpsumVeryShort = "Lorem ipsum"
    static var loremIpsumShort = "Lorem ipsum dolor sit amet"
    static var loremIpsumShortMedium = "Lorem ipsum dolor sit amet, consectetur adipiscing elit"
    static var loremIpsumMedium = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
    static var loremIpsumLong = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat."
}
