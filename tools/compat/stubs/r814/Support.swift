// Stubs for JesusRubio/mod2 (r814): a city's weather (mod2/WeatherInfo.swift) and a few of the app's
// sample cities. Our own test double.
import Foundation

struct WeatherInfo: Identifiable {
    var id = UUID()
    var image: String
    var temp: Int
    var city: String
}

let weatherData: [WeatherInfo] = [
    WeatherInfo(image: "snow", temp: 5, city: "New York"),
    WeatherInfo(image: "sun.max", temp: 80, city: "San Francisco"),
    WeatherInfo(image: "cloud.rain", temp: 49, city: "Washington DC"),
    WeatherInfo(image: "moon", temp: 80, city: "Boston"),
]
