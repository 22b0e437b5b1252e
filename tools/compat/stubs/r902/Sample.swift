import SwiftUI

// The connection view's active-feature chips on the app's dark blue.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 6) {
        ChipView(item: ChipModel(id: .daita, name: "DAITA"), onPress: nil)
        ChipView(item: ChipModel(id: .multihop, name: "Multihop", icon: .mullvadIconMultihopWhenNeeded), onPress: nil)
        ChipView(item: ChipModel(id: .quantumResistance, name: "Quantum resistance"), onPress: nil)
    }
    .padding()
    .frame(maxWidth: .infinity)
    .background(UIColor.secondaryColor.color)
}
