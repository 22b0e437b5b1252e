import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 4) {
        CategoryLegendRowView(chartData: CategoryChartDataModel(
            name: "Groceries", iconSystemName: "cart.fill", color: "#2ECC71", amount: 4_250, percentage: 42.5))
        CategoryLegendRowView(chartData: CategoryChartDataModel(
            name: "Transport", iconSystemName: "car.fill", color: "#3498DB", amount: 1_830, percentage: 18.3))
        CategoryLegendRowView(chartData: CategoryChartDataModel(
            name: "Cafés", iconSystemName: "cup.and.saucer.fill", color: "#E67E22", amount: 960, percentage: 9.6))
        CategoryLegendRowView(chartData: CategoryChartDataModel(uncategorizedAmount: 310, percentage: 3.1))
    }
    .padding()
}
