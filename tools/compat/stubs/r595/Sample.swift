import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let recipes = [
        Recipe(idMeal: "52772", strMeal: "Teriyaki Chicken Casserole", strCategory: "Chicken", strArea: "Japanese",
               strInstructions: "Preheat oven to 350° F.", strMealThumb: "https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg",
               strTags: "Meat,Casserole", strYoutube: ""),
        Recipe(idMeal: "52977", strMeal: "Corba", strCategory: "Side", strArea: "Turkish",
               strInstructions: "Pick through your lentils.", strMealThumb: "https://www.themealdb.com/images/media/meals/58oia61564916529.jpg",
               strTags: "Soup", strYoutube: ""),
    ]
    // The recipes tab scrolls the cards sideways.
    return ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 16) {
            ForEach(recipes) { recipe in
                RecipeCard(recipe: recipe)
            }
        }
        .padding()
    }
}
