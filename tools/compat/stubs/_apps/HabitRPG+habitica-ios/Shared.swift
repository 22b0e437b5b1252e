import UIKit
import SwiftUI
// Stubs for HabitRPG/habitica-ios shared by its rows: the theme engine (Utilities/Theme Engine,
// DefaultTheme's values), the palette (Extensions/UIColor-Habitica.swift), contributor colours
// (Extensions/UIColor-Contributor.swift), generated strings (Generated/Strings.swift) and the
// PaintCode icons (Utilities/HabiticaIcons.swift, which draw; a symbol stands in).

extension UIColor {
    @nonobjc static let red100 = UIColor(red: 1.0, green: 97.0 / 255.0, blue: 101.0 / 255.0, alpha: 1.0)
    @nonobjc static let yellow100 = UIColor(red: 1.0, green: 190.0 / 255.0, blue: 93.0 / 255.0, alpha: 1.0)
    @nonobjc static let blue100 = UIColor(red: 80.0 / 255.0, green: 181.0 / 255.0, blue: 233.0 / 255.0, alpha: 1.0)
    @nonobjc static let maroon50 = UIColor(red: 201.0 / 255.0, green: 43.0 / 255.0, blue: 43.0 / 255.0, alpha: 1.0)
    @nonobjc static let orange100 = UIColor(red: 1.0, green: 148.0 / 255.0, blue: 76.0 / 255.0, alpha: 1.0)
    @nonobjc static let teal100 = UIColor(red: 59.0 / 255.0, green: 202.0 / 255.0, blue: 215.0 / 255.0, alpha: 1.0)
    @nonobjc static let green100 = UIColor(red: 36.0 / 255.0, green: 204.0 / 255.0, blue: 143.0 / 255.0, alpha: 1.0)
    @nonobjc static let gray50 = UIColor(red: 78.0 / 255.0, green: 74.0 / 255.0, blue: 87.0 / 255.0, alpha: 1.0)
    @nonobjc static let gray200 = UIColor(red: 135.0 / 255.0, green: 129.0 / 255.0, blue: 144.0 / 255.0, alpha: 1.0)
    @nonobjc static let gray600 = UIColor(red: 232.0 / 255.0, green: 231.0 / 255.0, blue: 233.0 / 255.0, alpha: 1.0)
    @nonobjc static let gray700 = UIColor(white: 249.0 / 255.0, alpha: 1.0)
    @nonobjc static let purple400 = UIColor(red: 146.0 / 255.0, green: 92.0 / 255.0, blue: 243.0 / 255.0, alpha: 1.0)
    @nonobjc static let tier1 = UIColor(red: 196.0 / 255.0, green: 40.0 / 255.0, blue: 113.0 / 255.0, alpha: 1.0)
    @nonobjc static let tier2 = UIColor(red: 176.0 / 255.0, green: 21.0 / 255.0, blue: 21.0 / 255.0, alpha: 1.0)
    @nonobjc static let tier3 = UIColor(red: 215.0 / 255.0, green: 14.0 / 255.0, blue: 20.0 / 255.0, alpha: 1.0)
    @nonobjc static let tier4 = UIColor(red: 194.0 / 255.0, green: 77.0 / 255.0, blue: 0.0, alpha: 1.0)
    @nonobjc static let tier5 = UIColor(red: 158.0 / 255.0, green: 101.0 / 255.0, blue: 15.0 / 255.0, alpha: 1.0)
    @nonobjc static let tier6 = UIColor(red: 43.0 / 255.0, green: 131.0 / 255.0, blue: 99.0 / 255.0, alpha: 1.0)
    @nonobjc static let tier7 = UIColor(red: 22.0 / 255.0, green: 126.0 / 255.0, blue: 135.0 / 255.0, alpha: 1.0)
    @nonobjc static let tierMod = UIColor(red: 39.0 / 255.0, green: 126.0 / 255.0, blue: 171.0 / 255.0, alpha: 1.0)

    class func contributorColor(forTier tier: Int) -> UIColor { lightContributorColor(forTier: tier) }

    class func lightContributorColor(forTier tier: Int) -> UIColor {
        switch tier {
        case 1: return .tier1
        case 2: return .tier2
        case 3: return .tier3
        case 4: return .tier4
        case 5: return .tier5
        case 6: return .tier6
        case 7: return .tier7
        case 8: return .tierMod
        case 9: return .purple400
        default: return ThemeService.shared.theme.primaryTextColor
        }
    }
}

public protocol Theme {
    var isDark: Bool { get }
    var windowBackgroundColor: UIColor { get }
    var separatorColor: UIColor { get }
    var primaryTextColor: UIColor { get }
    var ternaryTextColor: UIColor { get }
}

public struct DefaultTheme: Theme {
    public var isDark: Bool { false }
    public var windowBackgroundColor: UIColor { .gray700 }
    public var separatorColor: UIColor { .gray600 }
    public var primaryTextColor: UIColor { .gray50 }
    public var ternaryTextColor: UIColor { .gray200 }
}

public class ThemeService {
    public static let shared = ThemeService()
    public var theme: Theme = DefaultTheme()
}

public class HabiticaIcons {
    public class func imageOfContributorBadge(_1: CGFloat = 1, isNPC: Bool = false) -> UIImage {
        UIImage(systemName: "shield.fill") ?? UIImage()
    }
}

enum L10n {
    enum Tasks {
        enum Form {
            static var timesScored: String { "Times scored" }
            static var lastScored: String { "Last scored" }
        }
    }
}
