import Domain
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 0) {
        ForecastView(model: Weather.HourlyForecast(time: "Now", celcius: 21, image: "01d"))
        ForecastView(model: Weather.HourlyForecast(time: "15", celcius: 23, image: "02d"))
        ForecastView(model: Weather.HourlyForecast(time: "18", celcius: 19, image: "10d"))
        ForecastView(model: Weather.HourlyForecast(time: "21", celcius: 16, image: "01n"))
    }
    .padding()
    .background(Color.blue)
}
