import SwiftUI
// Stubs for pennlabs/penn-mobile-ios PennMobileShared/Dining/DiningVenueRow.swift:
// DiningVenue (PennMobileShared/Dining/Models/DiningVenue.swift and DiningVenue+Extensions.swift,
// where the status, the hours of today and the current meal are computed from the venue's meals
// and the clock; here they are given) and the asset colours the row reads
// (PennMobileShared/General/Colors.swift; Assets.xcassets: grey1 = systemGray, grey5 = systemGray5,
// labelPrimary = label, greenLight and redLight with their light and dark values).

public struct DiningVenue: Equatable, Identifiable {
    public let id: Int
    public let name: String
    public let image: URL?
    public var localImageURL: URL?

    public var statusString: String
    public var statusImageString: String
    public var humanFormattedHoursArrayForToday: [String]
    public var currentMealIndex: Int?
    public var currentOrNearestMealIndex: Int?
    public var isClosingSoon: Bool
    public var hasMealsToday: Bool
    public var isOpen: Bool
}

private func dynamicColor(light: (CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat)) -> Color {
    Color(uiColor: UIColor { traits in
        let c = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
    })
}

public extension Color {
    static let labelPrimary = Color(uiColor: .label)
    static let grey1 = Color(uiColor: .systemGray)
    static let grey5 = Color(uiColor: .systemGray5)
    static let greenLight = dynamicColor(light: (0.427, 0.718, 0.525), dark: (0.235, 0.525, 0.357))
    static let redLight = dynamicColor(light: (0.902, 0.459, 0.420), dark: (0.769, 0.302, 0.302))
}
