import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        MetricRow(label: "Instance Type", value: "t3.medium", icon: "cpu")
        MetricRow(label: "Region", value: "us-east-1", icon: "globe")
        MetricRow(label: "Uptime", value: "3d 4h 12m", icon: "clock")
    }
}
