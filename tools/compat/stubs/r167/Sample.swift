import SwiftUI

@MainActor func makeSampleRow() -> some View {
    CurrentWeatherCard(weather: Weather(city: "Almaty", country: "Kazakhstan", temperature: 7.6,
                                        description: "Partly cloudy",
                                        iconURL: "https://cdn.weatherapi.com/weather/64x64/day/116.png"))
        .padding()
        .background(LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom))
}
