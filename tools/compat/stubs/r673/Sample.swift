import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let records = BeansSamples.make()
    // The categories list.
    return NavigationView {
        List(records.categories, id: \.self) { category in
            CategoryCell(category: category)
        }
        .navigationTitle("Categories")
    }
}
