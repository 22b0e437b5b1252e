import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NavigationView {
        List {
            Row(recipe: Recipes(title: "Grandma's lasagne", ingredients: "Pasta, tomato, beef", method: "Layer and bake."))
        }
    }
}
