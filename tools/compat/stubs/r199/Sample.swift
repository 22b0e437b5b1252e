import SwiftUI

@MainActor func makeSampleRow() -> some View {
    WeeklyStat()
        .environmentObject(HealthVM(healthData: UserHealth.samples[0].data))
}
