import SwiftUI

// The current weather list of saved cities.
@MainActor func makeSampleRow() -> some View {
    let cities = [
        City(id: 2988507, name: "Paris", weather: [Weather(id: 800, description: "clear sky", icon: .clear)], temp: Temp(value: 8.4)),
        City(id: 2643743, name: "London", weather: [Weather(id: 500, description: "light rain", icon: .rain)], temp: Temp(value: 10.2)),
        City(id: 3117735, name: "Madrid", weather: [Weather(id: 802, description: "scattered clouds", icon: .scatteredClouds)], temp: Temp(value: 14.9)),
    ]
    return NavigationView {
        List(cities) { city in
            CurrentWeatherRow(city: city)
        }
        .navigationBarTitle("Weather")
    }
}
