import SwiftUI

// xramos/BusTrip builds with ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES:
// Xcode generates a Color property per colorset of Assets.xcassets (the name lower-camel-cased,
// a trailing "Color" dropped). These stand in for the ones its views use, by the colorset's name;
// the colours themselves come from the app's catalog at render time.
extension Color {
    static var surface: Color { Color("Surface") }
    static var surfaceSelected: Color { Color("SurfaceSelected") }
    static var primaryBackground: Color { Color("PrimaryBackground") }
    static var secondaryBackground: Color { Color("SecondaryBackground") }
    static var bright: Color { Color("BrightColor") }
}
