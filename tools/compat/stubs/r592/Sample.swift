import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let facts = [
        KeyValueItem(key: "Original title", value: "Dune: Part Two"),
        KeyValueItem(key: "Status", value: "Released"),
        KeyValueItem(key: "Budget", value: "$190,000,000"),
        KeyValueItem(key: "Production companies", value: "Legendary Pictures, Warner Bros. Pictures"),
    ]
    // The media details' facts section stacks the rows.
    return ScrollView {
        VStack(spacing: 0) {
            ForEach(facts) { fact in
                MediaFactRowView(fact: fact)
            }
        }
        .padding(.horizontal)
    }
}
