import SwiftUI

// constzz/addmile-by-headway-test-task (BookListener): what its component snapshot cases need besides
// the components' own files.

// Xcode 15's asset symbols for the colour sets of BookListener/Assets.xcassets/Colors (generated at
// build time, not in the repository): a Color property, and the same name where a ShapeStyle is
// expected (`.foregroundStyle(.biege)`, `.fill(.darkBiege)`), per colour set, named after it in
// lower camel case. The colours come from the app's catalog at render time.
extension Color {
    static var accentBlue: Color { Color("AccentBlue") }
    static var biege: Color { Color("Biege") }
    static var dark: Color { Color("Dark") }
    static var darkBiege: Color { Color("DarkBiege") }
    static var light: Color { Color("Light") }
}

extension ShapeStyle where Self == Color {
    static var accentBlue: Color { Color("AccentBlue") }
    static var biege: Color { Color("Biege") }
    static var dark: Color { Color("Dark") }
    static var darkBiege: Color { Color("DarkBiege") }
    static var light: Color { Color("Light") }
}

// R.swift 7.5 (the app's RswiftLibrary build plugin) generates `R.string.localizable.*` from
// Localization/en.lproj/Localizable.strings. SpeedChangeView uses one key: "speed" = "Speed x%@".
enum R {
    enum string {
        enum localizable {
            static func speed(_ value1: String) -> String {
                String(format: "Speed x%@", value1)
            }
        }
    }
}
