import SwiftUI

// The autobuyers tab: a bought, enabled first-dimension autobuyer, one that can be bought and one still locked.
@MainActor func makeSampleRow() -> some View {
    let game = GameInstance()
    game.statistics.totalAntimatter = InfiniteDecimal(mantissa: 2.5, exponent: 52)
    let first = AMDimensionAutobuyer(antimatter: game.antimatter, statistics: game.statistics, dimensions: game.dimensions, tier: 1)
    first.purchased = true
    first.enabled = true
    let second = AMDimensionAutobuyer(antimatter: game.antimatter, statistics: game.statistics, dimensions: game.dimensions, tier: 2)
    let third = AMDimensionAutobuyer(antimatter: game.antimatter, statistics: game.statistics, dimensions: game.dimensions, tier: 3)
    return ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            AMDimensionAutobuyerView(autobuyer: first).padding()
            AMDimensionAutobuyerView(autobuyer: second).padding()
            AMDimensionAutobuyerView(autobuyer: third).padding()
        }
    }
}
