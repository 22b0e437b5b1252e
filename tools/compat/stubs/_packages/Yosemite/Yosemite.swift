import Foundation
// Stub of woocommerce/woocommerce-ios's Yosemite framework (which re-exports the Networking models):
// the coupon models the corpus rows use (Networking/Model/Coupon.swift, CouponReport.swift), reduced to
// the fields they read.

public struct Coupon {
    public enum DiscountType: String {
        case percent
        case fixedCart = "fixed_cart"
        case fixedProduct = "fixed_product"
        case other
    }

    public let couponID: Int64
    public let code: String
    public let amount: String
    public let discountType: DiscountType
    public let productIds: [Int64]
    public let productCategories: [Int64]

    public init(couponID: Int64, code: String, amount: String, discountType: DiscountType, productIds: [Int64] = [], productCategories: [Int64] = []) {
        self.couponID = couponID
        self.code = code
        self.amount = amount
        self.discountType = discountType
        self.productIds = productIds
        self.productCategories = productCategories
    }
}

public struct CouponReport {
    public let couponID: Int64
    public let amount: Double
    public let ordersCount: Int64

    public init(couponID: Int64, amount: Double, ordersCount: Int64) {
        self.couponID = couponID
        self.amount = amount
        self.ordersCount = ordersCount
    }
}
