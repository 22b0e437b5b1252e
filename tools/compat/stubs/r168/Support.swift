import SwiftUI
// Stubs for Martin-Nordeback/Weather MyWeatherApp/Utils/WeekWeatherRow.swift (what the row uses from elsewhere in its app).

/// Maps an OpenWeather condition ("Clear", "Clouds", "Rain") to an SF Symbol.
enum WeatherIcon {
    case clear, clouds, rain, unknown

    var systemName: String {
        switch self {
        case .clear: return "sun.max"
        case .clouds: return "cloud.fill"
        case .rain: return "cloud.rain.fill"
        case .unknown: return "questionmark"
        }
    }

    init(condition: String) {
        switch condition.lowercased() {
        case "clear": self = .clear
        case "clouds": self = .clouds
        case "rain": self = .rain
        default: self = .unknown
        }
    }
}
