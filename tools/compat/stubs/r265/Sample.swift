import Domain
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        DailyForecastView(cast: Weather.DailyForecast(day: "Today", maxCelcius: 24, minCelcius: 14, image: "01d"))
        DailyForecastView(cast: Weather.DailyForecast(day: "Thu", maxCelcius: 19, minCelcius: 11, image: "10d"))
        DailyForecastView(cast: Weather.DailyForecast(day: "Fri", maxCelcius: 21, minCelcius: 12, image: "03d"))
    }
    .padding()
}
