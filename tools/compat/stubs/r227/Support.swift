import Foundation
import Yosemite
// Stubs for woocommerce/woocommerce-ios .../Dashboard/Coupons/MostActiveCouponRow.swift (what the row
// uses from elsewhere in its app: Model/Coupon+Woo.swift). Yosemite is stubbed under _packages, the
// text styles under _apps.

extension Coupon {
    /// "10% off · All Products", "$15.00 off · 2 Products" (the app formats the amount with the store's
    /// currency settings and counts products, categories and exclusions).
    func summary() -> String {
        let amount: String
        switch discountType {
        case .percent: amount = "\(self.amount)%"
        case .fixedCart, .fixedProduct: amount = "$\(self.amount)"
        case .other: amount = ""
        }
        let rules: String
        switch (productIds.count, productCategories.count) {
        case (0, 0): rules = "All Products"
        case (let products, 0): rules = products == 1 ? "1 Product" : "\(products) Products"
        case (0, let categories): rules = categories == 1 ? "1 Category" : "\(categories) Categories"
        case (let products, let categories): rules = "\(products) Products and \(categories) Categories"
        }
        return amount.isEmpty ? rules : "\(amount) off · \(rules)"
    }
}
