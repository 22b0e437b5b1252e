// Stubs for wojtekoziol/SubbMe SubbMe/Features/Details/View/Components/PriceTagView.swift: the SwiftData
// model Subscription its preview reads, with SubscriptionType (Features/Subscriptions/Models; without its
// Codable and NSCopying conformances), Double.asPrice (Utilities/Extensions/Double+AsPrice.swift) and the
// DarkGreen asset colour; our own stand-ins with the app's names and values.
import SwiftUI
import SwiftData

/// Xcode's generated symbols for the DarkGreen colour set (Assets.xcassets: sRGB 0, 0.421, 0).
extension Color {
    static var darkGreen: Color { Color(.sRGB, red: 0, green: 0.421, blue: 0, opacity: 1) }
}

extension ShapeStyle where Self == Color {
    static var darkGreen: Color { Color.darkGreen }
}
