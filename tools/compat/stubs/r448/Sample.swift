import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        CartButton(numberOfProducts: 0)
        CartButton(numberOfProducts: 3)
    }
    .padding()
}
