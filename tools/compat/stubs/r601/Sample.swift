import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // WeatherView: the daily cells stacked in a vertical scroll view over the blue gradient, white text.
    ScrollView(.vertical) {
        VStack {
            DayWeatherCellView(date: "27.11", dayWeatherIcon: "cloud.sun.fill", minTemp: "2", maxTemp: "7")
            DayWeatherCellView(date: "28.11", dayWeatherIcon: "cloud.rain.fill", minTemp: "4", maxTemp: "8")
            DayWeatherCellView(date: "29.11", dayWeatherIcon: "sun.max.fill", minTemp: "-1", maxTemp: "5")
        }
    }
    .background(LinearGradient(colors: [.weatherDarkBlue, .weatherLightBlue], startPoint: .top, endPoint: .bottom))
    .foregroundColor(.white)
}
