import SwiftUI

@MainActor func makeSampleRow() -> some View {
    DailyForecastRow(item: DailyForecast(date: "2025-03-17", maxTemp: 12.4, minTemp: 3.1,
                                         description: "Переменная облачность",
                                         iconURL: "https://cdn.weatherapi.com/weather/64x64/day/116.png"))
        .padding(.horizontal)
}
