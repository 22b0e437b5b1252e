import Foundation

// Stubs for what the WeatherApp cases' files (at d9914daf) name from the rest of
// MariuszZajac/WeatherApp and that the cases do not compile.

// Data/Services/ForecastService.swift: the protocol the weather models conform to.
protocol Forecast {
    var dt: TimeInterval { get }
    var pressure: Int { get }
    var humidity: Int { get }
    var dewPoint: Double { get }
    var windSpeed: Double { get }
    var windDeg: Int { get }
    var weather: [WeatherInfo] { get }
}

// The test target's builders (WeatherAppTests/Builders/*.swift) with their default values, which
// the snapshot tests use (`.make()`): restated, not the app's code.
extension WeatherInfo {
    static func oracleMake() -> WeatherInfo {
        WeatherInfo(id: 100, main: "ellsasdkaod", description: "nithing", icon: .brokenClouds)
    }
}

extension Temperature {
    static func oracleMake() -> Temperature {
        Temperature(day: 33.4, min: 12, max: 22, night: 33.6, eve: 32.1, morn: 9.0)
    }
}

extension DailyWeather {
    static func oracleMake() -> DailyWeather {
        DailyWeather(
            dt: 1_696_496_400, sunrise: 23_872_676_188, sunset: 2_726_847_612, moonrise: 23_826_847_612,
            moonset: 23_872_847_612, moonPhase: 0.2, summary: "something", temp: .oracleMake(),
            feelsLike: .oracleMake(), pressure: 999, humidity: 33, dewPoint: 22.3, windSpeed: 33.2, windDeg: 33,
            windGust: 33.2, weather: [.oracleMake()], clouds: 22, pop: 3.4, uvi: 2, visibility: 222)
    }
}

extension HourlyWeather {
    static func oracleMake() -> HourlyWeather {
        HourlyWeather(
            dt: 1_696_496_400, temp: 0.0, feelsLike: 3.0, pressure: 999, humidity: 33, dewPoint: 22.3, uvi: 2,
            clouds: 22, visibility: nil, windSpeed: 33.2, windDeg: 33, windGust: 33.2, weather: [.oracleMake()], pop: 3.4)
    }
}
