import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let records = BeansSamples.make()
    // The items list.
    return NavigationView {
        List(records.items, id: \.self) { item in
            ItemCell(item: item)
        }
        .navigationTitle("Items")
    }
}
