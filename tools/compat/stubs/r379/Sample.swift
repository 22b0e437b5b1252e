import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 16) {
        PercentProgressRow(displayName: "Progress", formattedValue: "30%", metricName: "Completed")
        PercentProgressRow(displayName: "Pages", formattedValue: "201", metricName: "left to read")
    }
    .padding()
}
