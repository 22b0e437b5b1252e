import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The coin detail header: price with the change pill beside it.
    List {
        HStack {
            VStack(alignment: .leading) {
                Text("Bitcoin").font(.headline)
                Text("$29,467.56").font(.title2.bold())
            }
            Spacer()
            ChangePercentageView(changeRate: RawUsdUIModel(price: 29_467.56, changeAmount: 28.015, changePercentage: 2.74))
        }
        HStack {
            VStack(alignment: .leading) {
                Text("Ethereum").font(.headline)
                Text("$1,842.10").font(.title2.bold())
            }
            Spacer()
            ChangePercentageView(changeRate: RawUsdUIModel(price: 1842.1, changeAmount: -31.2, changePercentage: -1.66))
        }
    }
}
