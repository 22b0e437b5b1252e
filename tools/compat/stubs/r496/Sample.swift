import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 24) {
        // AnalyticsView's weekly totals.
        HStack(spacing: 32) {
            StatItem(value: "18.4", unit: "mi", label: "Run")
            StatItem(value: "62.0", unit: "mi", label: "Bike")
            StatItem(value: "2,400", unit: "yd", label: "Swim")
        }
        // ProgramDetailsView's summary.
        HStack(spacing: 40) {
            StatItem(icon: "clock", value: "45-60", unit: "min")
            StatItem(icon: "calendar", value: "12", unit: "weeks")
            StatItem(icon: "flame", value: "5", unit: "")
        }
    }
    .padding()
}
