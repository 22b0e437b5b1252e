import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let start = Date(timeIntervalSince1970: 1_764_270_000)
    return VStack(spacing: 12) {
        FastingStageBadge(stage: .fatBurningMode, startTime: start, endTime: start.addingTimeInterval(16 * 3600))
        FastingStageBadge(stage: .bloodSugarFalling, startTime: start, endTime: nil)
        FastingStageBadge(stage: .ketosisAutophagy, startTime: nil, endTime: nil)
    }
    .padding()
    .background(Theme.background)
}
