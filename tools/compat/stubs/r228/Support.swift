import SwiftUI
import UIKit
// Stubs for woocommerce/woocommerce-ios .../JetpackConnectionPackageSites/JetpackBenefitItem.swift (what
// the row uses from elsewhere in its app: Extensions/UIImage+Woo.swift and WooFoundation's colour studio).
// The text styles are in _apps.

enum ColorStudioShade: Int {
    case shade0 = 0
    case shade5 = 5
    case shade50 = 50
}

extension UIColor {
    /// Colour studio grey (ColorPalette.xcassets Gray0 / Gray5 / Gray50).
    static func gray(_ shade: ColorStudioShade) -> UIColor {
        switch shade {
        case .shade0: return UIColor(red: 0.965, green: 0.969, blue: 0.969, alpha: 1)
        case .shade5: return UIColor(red: 0.863, green: 0.863, blue: 0.871, alpha: 1)
        case .shade50: return UIColor(red: 0.392, green: 0.412, blue: 0.439, alpha: 1)
        }
    }
}

extension UIImage {
    /// Gridicons "camera" in the app; an SF Symbol stands in for the gridicon.
    static var cameraImage: UIImage { UIImage(systemName: "camera.fill")! }
    static var bellImage: UIImage { UIImage(systemName: "bell.fill")! }
    static var chartImage: UIImage { UIImage(systemName: "chart.bar.fill")! }
}
