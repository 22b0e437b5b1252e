import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let weather = WeatherModel()
    weather.hourlyWeather = [
        HourlyWeatherData(dt: 1_690_000_000, temp: 24.3, feels_like: 25.1, humidity: 40, pop: 0),
        HourlyWeatherData(dt: 1_690_003_600, temp: 26.0, feels_like: 27.2, humidity: 38, pop: 0.1),
    ]
    let theme = ThemeService()
    theme.transparancy = 0.8
    return TemperatureTileView()
        .environmentObject(weather)
        .environmentObject(theme)
}
