import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        FilterButtonView(category: .food, isSelected: true, onTap: { _ in })
        FilterButtonView(category: .travel, isSelected: false, onTap: { _ in })
        FilterButtonView(category: .software, isSelected: true, onTap: { _ in })
    }
    .padding()
}
