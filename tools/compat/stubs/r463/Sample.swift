import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ZStack {
        ProgressCircleView(progress: .constant(420), goal: 600, color: .red)
        ProgressCircleView(progress: .constant(38), goal: 60, color: .green)
            .padding(20)
        ProgressCircleView(progress: .constant(9), goal: 12, color: .blue)
            .padding(40)
    }
    .frame(width: 220, height: 220)
}
