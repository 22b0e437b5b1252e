import SwiftUI

// A station's readings, each with its coloured label.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        LabelView(airIndexTypes: .aqi, value: 42)
        LabelView(airIndexTypes: .aqi, value: 87)
        LabelView(airIndexTypes: .pm25, value: 38)
        LabelView(airIndexTypes: .o3, value: 121.3)
    }
    .padding()
}
