import SwiftUI
// Stubs for khcrysalis/Feather Feather/Views/Signing/Shared/SigningToggleCellView.swift (what the sample uses from elsewhere in its app).

/// The app's signing Options (Backend/Observable/OptionsManager.swift), reduced to the lists the toggles edit.
struct Options: Codable, Equatable {
    /// Mach-o load paths to remove (i.e. `@executable_path/demo1.dylib`)
    var disInjectionFiles: [String]
    /// App files to remove from (i.e. `Frameworks/CydiaSubstrate.framework`)
    var removeFiles: [String]

    static let defaultOptions = Options(disInjectionFiles: [], removeFiles: [])
}
