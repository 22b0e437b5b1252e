import Foundation

// medaminenajjar/DesignSystemKit: what its snapshot cases need besides the DesignSystemKit
// target's sources.

// SwiftPM generates `Bundle.module` for the DesignSystemKit target, whose Assets folder
// (Media.xcassets: BackgroundColor, ErrorColor, PrimaryColor, SecondaryColor, SurfaceColor,
// TextPrimary, TextSecondary) Package.swift processes as a resource; ColorPalette asks it for its
// colours. Here the module's resources are the app bundle's: the render reads the repository's
// asset catalogs.
extension Bundle {
    static var module: Bundle { .main }
}
