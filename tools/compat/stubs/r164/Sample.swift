import SwiftUI

@MainActor func makeSampleRow() -> some View {
    DailyForecastView(date: "Tue 14", icon: "10d", high: "24°", low: "16°")
}
