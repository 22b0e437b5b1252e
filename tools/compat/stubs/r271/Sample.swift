import SwiftUI

@MainActor func makeSampleRow() -> some View {
    func day(_ date: String, _ min: Double, _ max: Double, _ code: Int) -> WeatherDataForecastDay {
        WeatherDataForecastDay(date: date, maxtemp_c: max, mintemp_c: min, chanceOfRain: 20, chanceOfSnow: 0, condition: WeatherDataCondition(text: "", code: code), hours: [], astro: WeatherDataForecastDayAstro(sunrise: "05:12 AM", sunset: "09:31 PM"))
    }
    let berlin = City(name: "Berlin", country: "Germany", region: "Berlin")
    return List {
        DayView(data: day("2024-06-03", 11.2, 21.4, 1000), city: berlin)
        DayView(data: day("2024-06-04", 12.8, 18.9, 1183), city: berlin)
        DayView(data: day("2024-06-05", 10.1, 16.3, 1087), city: berlin)
    }
}
