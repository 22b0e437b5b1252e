import SwiftUI

// A streaming accelerometer's statistics under its graph.
@MainActor func makeSampleRow() -> some View {
    let vm = StatsVM(MWDataStreamStats(kind: .cartesianXYZ, mins: [-1.02, -0.48, 0.12], maxs: [1.21, 0.55, 1.04]), 1_842)
    return ScrollView {
        StatsBlock(colors: [.red, .green, .blue], vm: vm)
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
            .padding()
    }
}
