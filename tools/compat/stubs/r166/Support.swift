import SwiftUI
// Stubs for yeldoskolbay/WeatherApp UIComponents/Hourly/HourlyForecastCell.swift (what the row uses from elsewhere in its app).

struct HourlyForecast: Identifiable {
    let id = UUID()
    let date: Date
    let temperature: Double
    let iconURL: String
}

extension HourlyForecast {
    var hourText: String {
        if isCurrentHour { return "Сейчас" }
        let f = DateFormatter()
        f.locale = Locale(identifier: "ru_RU")
        f.dateFormat = "HH:mm"
        return f.string(from: date)
    }

    var isCurrentHour: Bool {
        Calendar.current.isDate(date, equalTo: Date(), toGranularity: .hour)
    }
}

