// Stubs for hschouman/Wheater_SwiftUI shared by its rows (r841, r842): the OpenWeatherMap models the rows
// show (Model/City.swift, Hour.swift, Temp.swift, Weather.swift: icon codes named as the app's image
// assets) and the time formatter (Common/Formatter/DateFormatter.swift). Our own test doubles with the
// app's names.
import Foundation

enum WeatherIcon: String {
    case clear = "01d"
    case fewClouds = "02d"
    case scatteredClouds = "03d"
    case brokenClouds = "04d"
    case showerRain = "09d"
    case rain = "10d"
    case thunderstorm = "11d"
    case snow = "13d"
    case mist = "50d"
    case clearNight = "01n"
}

struct Weather {
    let id: Int
    let description: String
    let icon: WeatherIcon
}

struct Temp {
    let value: Double

    var string: String { String(format: "%.0f °C", value) }
}

struct City: Identifiable {
    let id: Int
    let name: String
    let weather: [Weather]
    let temp: Temp

    var tempString: String { temp.string }
}

struct Hour: Identifiable {
    let id: Int64
    let date: Date
    let temp: Temp
    let weather: [Weather]

    var dateString: String { WeatherDateFormatter.displayTime(date: date) }
    var tempString: String { temp.string }
}

enum WeatherDateFormatter {
    static func displayTime(date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
}
