import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(alignment: .top, spacing: 24) {
        StatisticView(stat: StatisticModel(title: "Market Cap", value: "$12.5Bn", percentageChange: 25.34))
        StatisticView(stat: StatisticModel(title: "Total Volume", value: "$1.23Tr"))
        StatisticView(stat: StatisticModel(title: "Portfolio Value", value: "$50.4k", percentageChange: -12.34))
    }
    .padding()
}
