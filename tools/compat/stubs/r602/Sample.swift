import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // WeatherView: the hourly cells in a horizontal scroll view over the blue gradient, white text.
    ScrollView(.horizontal) {
        HStack(spacing: 20) {
            HourlyCellView(hourly: "Now", temp: "6", hourlyIcon: "cloud.sun.fill")
            HourlyCellView(hourly: "14", temp: "7", hourlyIcon: "sun.max.fill")
            HourlyCellView(hourly: "15", temp: "7", hourlyIcon: "cloud.fill")
            HourlyCellView(hourly: "16", temp: "5", hourlyIcon: "cloud.drizzle.fill")
            HourlyCellView(hourly: "17", temp: "4", hourlyIcon: "moon.fill")
        }
        .padding()
    }
    .background(LinearGradient(colors: [.weatherDarkBlue, .weatherLightBlue], startPoint: .top, endPoint: .bottom))
    .foregroundColor(.white)
}
