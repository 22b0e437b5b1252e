import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ListRowView(item: ItemModel(title: "Morning run", isCompleted: true, theColor: 4))
}
