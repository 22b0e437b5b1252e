import SwiftUI

@MainActor func makeSampleRow() -> some View {
    func city(_ name: String, _ lat: Double, _ lon: Double, temp: Double, icon: String, main: String) -> City {
        City(name: name, latitude: lat, longitude: lon, weather: Weather(
            coord: Coordinates(lon: lon, lat: lat),
            weather: [WeatherCondition(id: 800, main: main, description: main.lowercased(), icon: icon)],
            main: MainWeather(temp: temp, feels_like: temp - 1, temp_min: temp - 3, temp_max: temp + 2, pressure: 1015, humidity: 40),
            wind: Wind(speed: 3.6, deg: 220), dt: 1_764_250_000, name: name))
    }
    let cities = [
        city("Erfoud", 31.4346, -4.2312, temp: 21.4, icon: "01d", main: "Clear"),
        city("Paris", 48.8566, 2.3522, temp: 7.8, icon: "04d", main: "Clouds"),
        City(name: "Montréal", latitude: 45.5019, longitude: -73.5674, weather: nil),
    ]
    // CityListView: the cities in a list inside a navigation view.
    return NavigationView {
        List(cities.indices, id: \.self) { index in
            CityRow(city: cities[index])
        }
        .navigationBarTitle(Text("Cities"))
    }
}
