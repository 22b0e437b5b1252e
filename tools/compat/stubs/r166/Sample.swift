import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        HourlyForecastCell(item: HourlyForecast(date: Date(), temperature: 7.6,
                                                iconURL: "https://cdn.weatherapi.com/weather/64x64/day/116.png"))
        HourlyForecastCell(item: HourlyForecast(date: Date(timeIntervalSinceNow: 3600), temperature: 8.2,
                                                iconURL: "https://cdn.weatherapi.com/weather/64x64/day/113.png"))
    }
    .padding()
    .background(Color.blue)
}
