import SwiftUI
// Stubs for nightscout/Trio Trio/Sources/Views/BolusProgressBar.swift (what the row uses from elsewhere in its app).

/// Trio's Helpers/Decimal+Extensions.swift: CGFloat from a Decimal, through Double.
extension CGFloat {
    init(_ decimal: Decimal) {
        self.init(NSDecimalNumber(decimal: decimal).doubleValue)
    }
}
