import SwiftUI

// Portfolio: each holding with its day's change as a pill.
@MainActor func makeSampleRow() -> some View {
    List {
        ForEach([("Bitcoin", "€ 61,204.11", 2.37), ("Ethereum", "€ 3,012.55", -1.08), ("Cardano", "€ 0.41", 0)], id: \.0) { name, price, change in
            HStack {
                VStack(alignment: .leading) {
                    Text(name).font(.headline)
                    Text(price).foregroundColor(.secondary)
                }
                Spacer()
                Pill(value: change)
            }
        }
    }
}
