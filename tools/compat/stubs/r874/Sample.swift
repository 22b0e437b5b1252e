import SwiftUI

// The caloric intake calculator's activity level choice.
@MainActor func makeSampleRow() -> some View {
    Form {
        Section(header: Text("Activity level")) {
            ForEach(ActivityFactor.allCases) { factor in
                ActivityFactorItemView(factor: factor, isSelected: .constant(factor == .moderate))
            }
        }
    }
}
