import Foundation

// Shepherd-Dog/SpeakList: what its DesignSystem text-field cases need besides the DesignSystem
// target's sources.

// SwiftPM generates `Bundle.module` for the DesignSystem target, whose asset catalog
// (Assets.xcassets: "Text Field Background") it processes as a resource; Colors.swift asks it
// for that colour. Here the module's resources are the app bundle's: the render reads the
// repository's asset catalogs.
extension Bundle {
    static var module: Bundle { .main }
}
