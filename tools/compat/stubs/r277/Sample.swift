import SwiftUI
import Backend

@MainActor func makeSampleRow() -> some View {
    List {
        CollectionProgressRow(category: .fish, barHeight: 12)
        CollectionProgressRow(category: .bugs, barHeight: 12)
        CollectionProgressRow(category: .housewares, barHeight: 12)
    }
}
