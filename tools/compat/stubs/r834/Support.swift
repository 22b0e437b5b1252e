// Stubs for jay-lchicken/challenge3 (r834): the spending categories and their colours and symbols
// (Model/CategoryOptionsModel.swift). Our own test double with the app's names.
import SwiftUI

struct CategoryOptionsModel {
    let category = ["food", "transport", "lifestyle", "subscriptions", "shopping", "others"]
}

extension String {
    var categoryColor: Color {
        let palette: [String: Color] = ["food": .green, "transport": .blue, "lifestyle": .purple,
                                        "subscriptions": .orange, "shopping": .pink, "others": .gray]
        return palette[lowercased()] ?? .gray
    }

    var sFSymbol: String {
        let symbols = ["food": "fork.knife", "transport": "car.fill", "shopping": "bag.fill",
                       "lifestyle": "person.2.fill", "subscriptions": "creditcard.fill", "others": "square.grid.2x2"]
        return symbols[lowercased()] ?? "questionmark.circle"
    }
}
