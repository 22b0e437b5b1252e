import Foundation

// joseluissanchezporrogodoy/kata-desing-system-ios: what its DSAlertView cases need besides the
// DesignSystem target's sources.

// SwiftPM generates `Bundle.module` for the DesignSystem target, whose asset catalogs
// (Colors.xcassets, Icons.xcassets) it processes as resources; the alert asks it for its colours
// and images. Here the module's resources are the app bundle's: the render reads the
// repository's asset catalogs.
extension Bundle {
    static var module: Bundle { .main }
}
