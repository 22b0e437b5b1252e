import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        FavoriteItemView(recipeName: "Shakshuka", link: "allrecipes.com", prepTime: "25.0")
        FavoriteItemView(recipeName: "Spinach frittata", link: "bbcgoodfood.com", prepTime: "30.0")
    }
}
