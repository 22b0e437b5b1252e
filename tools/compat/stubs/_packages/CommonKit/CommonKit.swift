// Stub of Adamant-im/adamant-iOS's CommonKit package surface its rows use: the Adamant guideline colours
// (UIColor.adamant: the secondary grey, light #7A7A7A and dark #E0E0E0), images from the package's asset
// catalog by name, the square frame, and the node groups. Our own test doubles with the package's names.
import SwiftUI
import UIKit

extension UIColor {
    public struct adamant {
        public static func returnColorByTheme(colorWhiteTheme: UIColor, colorDarkTheme: UIColor) -> UIColor {
            UIColor { traits in traits.userInterfaceStyle == .dark ? colorDarkTheme : colorWhiteTheme }
        }

        public static let active = UIColor(red: 0.090, green: 0.612, blue: 0.922, alpha: 1)
        public static let success = UIColor(red: 0.210, green: 0.844, blue: 0.654, alpha: 1)

        public static var primary: UIColor {
            returnColorByTheme(colorWhiteTheme: UIColor(white: 0.290, alpha: 1), colorDarkTheme: .white)
        }

        public static var secondary: UIColor {
            returnColorByTheme(colorWhiteTheme: UIColor(white: 0.478, alpha: 1), colorDarkTheme: UIColor(white: 0.878, alpha: 1))
        }
    }
}

public extension UIImage {
    /// An image of CommonKit's asset catalog.
    static func asset(named: String) -> UIImage? {
        UIImage(named: named)
    }
}

public extension View {
    func frame(squareSize: CGFloat, alignment: Alignment = .center) -> some View {
        frame(width: squareSize, height: squareSize, alignment: alignment)
    }
}

public enum NodeGroup: Codable, CaseIterable, Hashable, Sendable {
    case btc, eth, klyNode, klyService, doge, dash, adm, ipfs, infoService
}
