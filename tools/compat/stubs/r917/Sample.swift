import SwiftUI

// The basket's add-ons: chopsticks, wasabi and soy sauce.
@MainActor func makeSampleRow() -> some View {
    let storage = OrderDataStorage()
    storage.extras = [.chopsticks: 2, .wasabi: 1, .soySauce: 3]
    return VStack(spacing: 0) {
        BasketExtraRowView(extraButton: .chopsticks)
        BasketExtraRowView(extraButton: .wasabi)
        BasketExtraRowView(extraButton: .soySauce)
    }
    .environmentObject(storage)
}
