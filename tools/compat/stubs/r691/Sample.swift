import SwiftUI

// The week's forecast: a row of day tiles on the app's blue gradient.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        LinearGradient(colors: [.blue, Color(red: 0.55, green: 0.78, blue: 1)], startPoint: .topLeading, endPoint: .bottomTrailing)
            .ignoresSafeArea()
        HStack(spacing: 20) {
            Forecast(dayOfWeek: "TUE", iconName: "cloud.sun.fill", temperature: 24)
            Forecast(dayOfWeek: "WED", iconName: "sun.max.fill", temperature: 27)
            Forecast(dayOfWeek: "THU", iconName: "cloud.rain.fill", temperature: 19)
            Forecast(dayOfWeek: "FRI", iconName: "wind", temperature: 21)
        }
        .foregroundColor(.white)
        .font(.system(size: 16, weight: .medium))
    }
}
