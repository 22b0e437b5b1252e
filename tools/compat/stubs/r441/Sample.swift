import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        ProfileFlagChipView(title: "Administrator", systemImage: "shield.lefthalf.filled", style: .administrator)
        ProfileFlagChipView(title: "Supporter", systemImage: "heart.fill", style: .supporter)
    }
    .padding()
}
