// Stubs shared by the cuappdev/volume-ios rows (r545–r547): the app's colour and image namespaces
// (Volume/Utils/Extensions/Color+Extension.swift, Image+Extensions.swift), its fonts
// (Font+Extension.swift), the skeleton placeholder and shimmer modifier (Views/Supporting) and the
// Organization model (Models/Organization.swift). Our own test doubles with the app's names and values.
import SwiftUI

extension Color {
    static let volume = VolumePalette()

    struct VolumePalette {
        var lightGray: Color { Color(white: 0.6) }
        var orange: Color { Color(red: 0.816, green: 0.439, blue: 0) }
        var veryLightGray: Color { Color(white: 0.902) }
        var textGray: Color { Color(red: 0.345, green: 0.376, blue: 0.412) }
    }
}

extension Image {
    static let volume = VolumeImages()

    /// Asset-catalog images the rows name.
    struct VolumeImages {
        var feed: Image { Image("feed") }
        var bookmark: Image { Image("bookmark") }
        var calendar: Image { Image("calendar") }
        var location: Image { Image("location") }
    }
}

extension Font {
    /// New York is the system serif design.
    static func newYorkMedium(size: CGFloat) -> Font { .system(size: size, weight: .medium, design: .serif) }
    static func newYorkRegular(size: CGFloat) -> Font { .system(size: size, weight: .regular, design: .serif) }
    static func helveticaRegular(size: CGFloat) -> Font { .custom("Helvetica-Regular", size: size) }
    static func helveticaNeueMedium(size: CGFloat) -> Font { .custom("HelveticaNeue-Medium", size: size) }
}

/// Grey block the app shows while content loads.
struct SkeletonView: View {
    var body: some View {
        Rectangle().fill(Color.volume.veryLightGray)
    }
}

struct ShimmerConfig {
    var tint: Color
    var highlight: Color

    static func smallShimmer() -> ShimmerConfig { ShimmerConfig(tint: Color(white: 0.9), highlight: .white) }
    static func mediumShimmer() -> ShimmerConfig { ShimmerConfig(tint: Color(white: 0.88), highlight: .white) }
}

extension View {
    /// Paints the view in the config's tint (the double does not animate the highlight).
    func shimmer(_ config: ShimmerConfig) -> some View {
        hidden().overlay(Rectangle().fill(config.tint).mask(self))
    }
}

struct Organization: Hashable, Identifiable {
    let id: String
    var backgroundImageUrl: URL? = nil
    var bio: String? = nil
    var categorySlug: String = "academic"
    let name: String
    var numFlyers: Int = 0
    var profileImageUrl: URL? = nil
    var slug: String = ""
    var shoutouts: Int = 0
    var websiteUrl: URL? = nil
}
