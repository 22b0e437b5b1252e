import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        IngredientItemView(ingredient: "Eggs", createdAt: "Added Nov 20", expiresOn: "Expires Dec 4", amount: "6")
        IngredientItemView(ingredient: "Whole milk", createdAt: "Added Nov 24", expiresOn: "Expires Nov 30", amount: "1.0")
        IngredientItemView(ingredient: "Spinach", createdAt: "Added Nov 25", expiresOn: "Expires Nov 29", amount: "0.5")
    }
}
