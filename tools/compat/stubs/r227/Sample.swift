import SwiftUI
import Yosemite

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        MostActiveCouponRow(viewModel: MostActiveCouponRowViewModel(
            coupon: Coupon(couponID: 1, code: "SUMMER25", amount: "25", discountType: .percent),
            report: CouponReport(couponID: 1, amount: 812.50, ordersCount: 37)
        ), tapHandler: {})
        MostActiveCouponRow(viewModel: MostActiveCouponRowViewModel(
            coupon: Coupon(couponID: 2, code: "FREESHIP", amount: "15.00", discountType: .fixedCart, productIds: [12, 14]),
            report: CouponReport(couponID: 2, amount: 210, ordersCount: 14)
        ), tapHandler: {})
    }
}
