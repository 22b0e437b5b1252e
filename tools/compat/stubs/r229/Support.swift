import SwiftUI
import UIKit
// Stubs for woocommerce/woocommerce-ios .../Dashboard/Settings/Domains/DomainRowView.swift (what the row
// uses from elsewhere in its app: Extensions/UIImage+Woo.swift and WooFoundation's brand colour).

extension UIColor {
    /// Colour studio WooCommerce Purple 60 (ColorPalette.xcassets WooCommercePurple60).
    static var brand: UIColor { UIColor(red: 0.404, green: 0.263, blue: 0.600, alpha: 1) }
}

extension UIImage {
    /// Gridicons "checkmark" in the app; an SF Symbol stands in for the gridicon.
    static var checkmarkImage: UIImage { UIImage(systemName: "checkmark")! }
}
