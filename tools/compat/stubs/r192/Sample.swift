import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        MetricRow(label: "Height", value: "175 cm", icon: "ruler")
        MetricRow(label: "Weight", value: "70 kg", icon: "scalemass")
        MetricRow(label: "BMI", value: "22.9")
    }
}
