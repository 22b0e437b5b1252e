import SwiftUI

// A city's three-hourly forecast.
@MainActor func makeSampleRow() -> some View {
    let start = Date(timeIntervalSince1970: 1_764_320_400)
    let hours = [
        Hour(id: 1, date: start, temp: Temp(value: 9.1), weather: [Weather(id: 801, description: "few clouds", icon: .fewClouds)]),
        Hour(id: 2, date: start.addingTimeInterval(10_800), temp: Temp(value: 11.7), weather: [Weather(id: 500, description: "light rain", icon: .rain)]),
        Hour(id: 3, date: start.addingTimeInterval(21_600), temp: Temp(value: 7.3), weather: [Weather(id: 800, description: "clear sky", icon: .clearNight)]),
    ]
    return List(hours) { hour in
        ForecastWeatherRow(hour: hour)
    }
}
