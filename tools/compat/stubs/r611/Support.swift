// Stubs for Hind-ok/MeteoApp MeteoApp/Views/List/CityRow.swift: the observable City (modele/city/Store/
// City.swift; no network fetch here), the OpenWeather response models (modele/Weather/Weather.swift) and
// CityWeatherView (Views/Weather/CityWeatherView.swift; a list of the current readings). Our own doubles.
import SwiftUI
import Combine

struct Coordinates { let lon: Double; let lat: Double }
struct WeatherCondition { let id: Int; let main: String; let description: String; let icon: String }
struct MainWeather { let temp: Double; let feels_like: Double; let temp_min: Double; let temp_max: Double; let pressure: Int; let humidity: Int }
struct Wind { let speed: Double; let deg: Int }

struct Weather {
    let coord: Coordinates
    let weather: [WeatherCondition]
    let main: MainWeather
    let wind: Wind
    let dt: Int
    let name: String
}

final class City: ObservableObject {
    @Published var name: String
    @Published var longitude: Double
    @Published var latitude: Double
    @Published var weather: Weather?

    init(name: String, latitude: Double, longitude: Double, weather: Weather?) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.weather = weather
    }
}

struct CityWeatherView: View {
    @ObservedObject var city: City
    var body: some View {
        List {
            Text("Feeling: \(String(format: "%.1f", city.weather?.main.feels_like ?? 0))°C")
        }
        .navigationTitle(city.name)
    }
}
