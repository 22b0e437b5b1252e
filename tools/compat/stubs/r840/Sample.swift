import SwiftUI

// The hourly forecast list over the app's sky (its background photo is an asset; a sky blue stands in).
@MainActor func makeSampleRow() -> some View {
    let hours = [
        HourlyForecast(time: "2025-11-28 09:00", temp_c: 11.4, condition: WeatherCondition(text: "Sunny", icon: "sun.max.fill", code: 1000)),
        HourlyForecast(time: "2025-11-28 10:00", temp_c: 13.1, condition: WeatherCondition(text: "Partly cloudy", icon: "cloud.sun.fill", code: 1003)),
        HourlyForecast(time: "2025-11-28 11:00", temp_c: 12.6, condition: WeatherCondition(text: "Light rain", icon: "cloud.rain.fill", code: 1183)),
    ]
    return List {
        ForEach(hours, id: \.time) { hour in
            HourlyForecastCell(hour: hour)
                .listRowBackground(Color.clear)
        }
    }
    .listStyle(.plain)
    .scrollContentBackground(.hidden)
    .background(Color(red: 0.27, green: 0.52, blue: 0.82))
}
