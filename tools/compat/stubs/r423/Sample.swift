import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        DefaultToggleRowView(viewModel: DefaultToggleRowViewModel(title: "Save wallet", isOn: .constant(true)))
        DefaultToggleRowView(viewModel: DefaultToggleRowViewModel(title: "Save access codes", isOn: .constant(false)))
        DefaultToggleRowView(viewModel: DefaultToggleRowViewModel(title: "Face ID", isDisabled: true, isOn: .constant(false)))
    }
    .padding(.horizontal, 16)
}
