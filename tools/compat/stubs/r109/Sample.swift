import SwiftUI

@MainActor func makeSampleRow() -> some View {
    AddStreakRow(viewModel: ViewModel())
}
