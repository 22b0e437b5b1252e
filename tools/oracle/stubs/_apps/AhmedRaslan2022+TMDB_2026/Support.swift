import Foundation

// AhmedRaslan2022/TMDB_2026's CoreUI package at c3d55f6: SwiftPM generates `Bundle.module` for the
// target, which has resources (its Localizable.xcstrings); PosterCard's VoiceOver rating label asks
// it for its string. Here the module's resources are the app bundle's.
extension Bundle {
    static var module: Bundle { .main }
}
