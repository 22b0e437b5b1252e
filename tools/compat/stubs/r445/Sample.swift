import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 12) {
        ChangeIndicatorView(isPositive: true, description: "$1,240 more than last month")
        ChangeIndicatorView(isPositive: false, description: "Spending down 8%")
    }
    .padding()
    .background(Color.greenGradient)
}
