import Foundation
// Stubs for nhrysiuk/WeatherForecast WeatherForecast/Features/WeatherForecast/View/WeatherForecastCellView.swift:
// DayForecast (Features/WeatherForecast/Model/DayForecast.swift; its initialiser from the API's
// Forecast left out) and its mock days.

struct DayForecast: Hashable, Identifiable {
    let id = UUID()
    var cityName: String
    let date: String
    let temperature: Int
    let imageName: String

    init(cityName: String, date: String, temperature: Int, imageName: String) {
        self.cityName = cityName
        self.date = date
        self.temperature = temperature
        self.imageName = imageName
    }

    static let mockDays: [DayForecast] = [DayForecast(cityName: "Kyiv", date: "05.05.2001", temperature: 23, imageName: "sun.max.fill")]
}
