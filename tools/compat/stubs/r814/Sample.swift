import SwiftUI

// The weather list.
@MainActor func makeSampleRow() -> some View {
    List(weatherData) { weather in
        WeatherRow(weather: weather)
    }
}
