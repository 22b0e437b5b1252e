import SwiftUI
// Stubs for Xander1233/weatherly-app weatherly/City/DayView.swift (what the row uses from elsewhere in its
// app: CityTile.swift, SearchView.swift, City/ChartView.swift). Hour models are in _apps.

struct WeatherDataForecastDayAstro {
    let sunrise: String
    let sunset: String
}

struct WeatherDataForecastDay: Identifiable {
    let id: UUID = UUID()
    let date: String
    let maxtemp_c: Double
    let mintemp_c: Double
    let chanceOfRain: Int
    let chanceOfSnow: Int
    let condition: WeatherDataCondition
    let hours: [WeatherDataForecastDayHour]
    let astro: WeatherDataForecastDayAstro
}

struct City: Identifiable {
    let id: UUID = UUID()
    let name: String
    let country: String
    let region: String
}

/// The day's detail sheet (a Swift Charts temperature / precipitation chart in the app); this double
/// lists the hours.
struct ChartView: View {
    @State var hours: [WeatherDataForecastDayHour]
    @State var max: Double
    @State var min: Double
    @State var day: String
    @State var city: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(city), \(day)").font(.headline)
            ForEach(hours) { hour in
                Text("\(hour.time): \(Int(hour.temp_c))°")
            }
        }
    }
}
