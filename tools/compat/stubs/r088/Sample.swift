import SwiftUI

@MainActor func makeSampleRow() -> some View {
    PurchasableCell(viewModel: ProductViewModel(
        id: "com.revenuecat.samplecat.monthly",
        status: .valid,
        title: "Monthly Premium",
        description: "Unlock all cats, every month.",
        purchasable: StoreProduct(productIdentifier: "com.revenuecat.samplecat.monthly", localizedPriceString: "$4.99"),
        isPurchased: { false },
        purchase: {}
    ))
    .environment(UserViewModel())
}
