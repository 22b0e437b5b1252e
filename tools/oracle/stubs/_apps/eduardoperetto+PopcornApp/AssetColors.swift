import SwiftUI

// The colour symbols Xcode generates for Popcorn's asset catalog
// (ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES): each colour set
// `<Name>Color` becomes `Color.<name>` (and a ShapeStyle member where SwiftUI has none of that
// name), read from the catalog by name, as the generated accessors do.
extension Color {
    static var background: Color { Color("BackgroundColor") }
    static var darkForeground: Color { Color("DarkForegroundColor") }
    static var filter: Color { Color("FilterColor") }
    static var filterForeground: Color { Color("FilterForegroundColor") }
    static var lightGrayBg: Color { Color("LightGrayBgColor") }
    static var primaryForeground: Color { Color("PrimaryForegroundColor") }
}

extension ShapeStyle where Self == Color {
    static var darkForeground: Color { Color("DarkForegroundColor") }
    static var filter: Color { Color("FilterColor") }
    static var filterForeground: Color { Color("FilterForegroundColor") }
    static var lightGrayBg: Color { Color("LightGrayBgColor") }
    static var primaryForeground: Color { Color("PrimaryForegroundColor") }
}
