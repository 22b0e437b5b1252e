import SwiftUI

// A mood entry's detail: the day's Health cards stacked on the app's background.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            HealthCardView(dataType: .stepCount, value: 8_412)
            HealthCardView(dataType: .exerciseTime, value: 42)
            HealthCardView(dataType: .distanceWalkingRunning, value: 3.27)
        }
        .padding()
    }
}
