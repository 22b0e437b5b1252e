// Stubs for Shimaasami400/MiniWeatherApp (r840): the hourly forecast and its condition as decoded from
// WeatherAPI (Model/Weather.swift). Our own test doubles with the app's names.
import Foundation

struct WeatherCondition: Codable {
    let text: String
    let icon: String
    let code: Int
}

struct HourlyForecast: Codable {
    var time: String
    var temp_c: Double
    var condition: WeatherCondition
}
