// Stubs shared by the flipperdevices/Flipper-iOS-App rows (r572–r573): the UI package's colours
// (Packages/UI/Sources/Common/Colors.swift), SmallImage (Common/Image/SmallImage.swift) and
// AnimatedPlaceholder (Common/AnimatedPlaceholder.swift; a still grey gradient here). Our own doubles.
import SwiftUI
import UIKit

extension Color {
    static var background: Color { Color(uiColor: .systemGroupedBackground) }
    static var groupedBackground: Color { Color(uiColor: .secondarySystemGroupedBackground) }
    static var black30: Color { Color(white: 0.67) }
    static var a1: Color { Color(red: 1, green: 0.51, blue: 0) }
}

/// A 24-point template image from the asset catalog.
struct SmallImage: View {
    let name: String
    init(_ name: String) { self.name = name }
    var body: some View {
        Image(name)
            .resizable()
            .renderingMode(.template)
            .frame(width: 24, height: 24)
    }
}

/// Shimmering grey bar shown while a value loads.
struct AnimatedPlaceholder: View {
    var color1: Color = Color(white: 0.85, opacity: 0.2)
    var color2: Color = Color(white: 0.86)

    var body: some View {
        LinearGradient(colors: [color1, color2, color1], startPoint: .leading, endPoint: .trailing)
            .cornerRadius(4)
    }
}
