import SwiftUI

@MainActor func makeSampleRow() -> some View {
    RunningValuesGridItem(title: "total distance", measurement: Measurement<UnitLength>(value: 10.3, unit: .meters))
}
