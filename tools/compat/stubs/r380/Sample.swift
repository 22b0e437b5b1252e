import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        WeatherForecastCellView(dayForecast: DayForecast(cityName: "Kyiv", date: "27.11.2026", temperature: 3, imageName: "cloud.fill"))
        WeatherForecastCellView(dayForecast: DayForecast(cityName: "Kyiv", date: "28.11.2026", temperature: 5, imageName: "sun.max.fill"))
        WeatherForecastCellView(dayForecast: DayForecast(cityName: "Kyiv", date: "29.11.2026", temperature: 1, imageName: "cloud.rain.fill"))
    }
    .padding()
}
