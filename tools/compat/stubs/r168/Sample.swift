import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 20) {
        WeekWeatherRow(name: "Mon", value: "8°", condition: "Clouds")
        WeekWeatherRow(name: "Tue", value: "11°", condition: "Clear")
        WeekWeatherRow(name: "Wed", value: "6°", condition: "Rain")
    }
}
