import Foundation

// SchweizerischeBundesbahnen/mobile-ios-design-swiftui: what its snapshot cases need besides the
// SBBDesignSystemMobileSwiftUI sources.

// SwiftPM generates `Bundle.module` for a target with resources (SBBBundleSPM.swift asks it for
// the module's icons, colours, fonts and strings). Here the module's resources are the app
// bundle's: the render reads the repository's asset catalogs, strings and fonts.
extension Bundle {
    static var module: Bundle { .main }
}
