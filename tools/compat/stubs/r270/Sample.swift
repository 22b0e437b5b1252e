import SwiftUI

@MainActor func makeSampleRow() -> some View {
    func hour(_ time: String, _ temp: Double, _ code: Int) -> WeatherDataForecastDayHour {
        WeatherDataForecastDayHour(time: time, temp_c: temp, condition: WeatherDataCondition(text: "", code: code), wind_kph: 12, wind_degree: 210, precip_mm: 0, chanceOfRain: 10, chanceOfSnow: 0, vis_km: 10)
    }
    return HStack {
        HourView(data: hour("2024-06-03 06:00", 12.4, 1003))
        HourView(data: hour("2024-06-03 09:00", 16.8, 1000))
        HourView(data: hour("2024-06-03 12:00", 19.2, 1000))
        HourView(data: hour("2024-06-03 15:00", 18.1, 1183))
    }
    .padding()
}
