import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The appetizers tab: a list of cells.
    NavigationView {
        List(MockData.appetizerList) { appetizer in
            AppetizerListCell(appetizer: appetizer)
        }
        .navigationTitle("🍟 Appetizers")
    }
}
