import SwiftUI

// The basket with two rolls.
@MainActor func makeSampleRow() -> some View {
    let storage = OrderDataStorage()
    storage.positions = [
        Position(id: "p1", product: Product(id: "r1", imageURL: "", title: "Philadelphia Roll", description: "",
                                            price: 14.9, composition: "Salmon, cream cheese, cucumber, rice, nori"), count: 2),
        Position(id: "p2", product: Product(id: "r2", imageURL: "", title: "California Roll", description: "",
                                            price: 11.5, composition: "Crab, avocado, cucumber, tobiko, rice, nori"), count: 1),
    ]
    return ScrollView {
        VStack(spacing: 16) {
            ForEach(storage.positions) { position in
                BasketRowView(positionID: position.id)
            }
        }
        .padding()
    }
    .environmentObject(storage)
}
