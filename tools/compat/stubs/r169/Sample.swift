import SwiftUI

@MainActor func makeSampleRow() -> some View {
    WeatherRow(logo: "thermometer", name: "Feels like", value: "8°")
}
