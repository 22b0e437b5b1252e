import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        StatusSearchRowView(viewModel: .init(text: "In progress", color: Color.Dark.pink), selectionIndicatorViewModel: .selected(index: 1))
        StatusSearchRowView(viewModel: .init(text: "Done", color: Color.Pure.green), selectionIndicatorViewModel: .notSelected)
        StatusSearchRowView(viewModel: .init(text: "Blocked", color: Color.Pure.red), selectionIndicatorViewModel: nil)
    }
}
