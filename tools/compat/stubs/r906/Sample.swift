import SwiftUI

// The home screen's calorie ring: 155 of 500 kcal.
@MainActor func makeSampleRow() -> some View {
    ProgressCircleView(color: .alizarin, goal: 500, progress: .constant(155))
        .frame(width: 150, height: 150)
        .padding(30)
}
