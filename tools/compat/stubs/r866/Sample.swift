import SwiftUI

// Progress bars as the nutrition and goal cards show them: the default gradient and macro colours.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 16) {
        Text("Daily steps")
            .font(.custom("Poppins-SemiBold", size: 16))
        ProgressBar(progress: 0.68)
        Text("Protein")
            .font(.custom("Poppins-SemiBold", size: 16))
        ProgressBar(progress: 0.42, gradientColors: [.blue, .blue.opacity(0.5)])
        Text("Carbs")
            .font(.custom("Poppins-SemiBold", size: 16))
        ProgressBar(progress: 0.9, gradientColors: [.orange, .orange.opacity(0.5)])
    }
    .padding()
}
