import SwiftUI

// The colour symbol Xcode generates for juanjo72/CoatOfArms's asset catalog
// (ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES): the AccentColor colour set
// becomes `.accent`, read from the catalog by name as the generated accessor does (ErrorView's
// `.tint(.accent)`).
extension Color {
    static var accent: Color { Color("AccentColor") }
}

extension ShapeStyle where Self == Color {
    static var accent: Color { Color("AccentColor") }
}
