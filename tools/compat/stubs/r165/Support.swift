import SwiftUI
// Stubs for yeldoskolbay/WeatherApp UIComponents/Daily/DailyForecastRow.swift (what the row uses from elsewhere in its app).

struct DailyForecast: Identifiable {
    var id: String { date }
    let date: String // yyyy-MM-dd
    let maxTemp: Double
    let minTemp: Double
    let description: String
    let iconURL: String
}

extension DailyForecast {
    /// Short Russian weekday name ("Пн").
    var weekDayShort: String {
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withFullDate]
        guard let d = iso.date(from: date) else { return date }
        let f = DateFormatter()
        f.locale = Locale(identifier: "ru_RU")
        f.dateFormat = "EE"
        return f.string(from: d).capitalized
    }
}

