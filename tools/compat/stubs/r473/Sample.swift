import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        RecipesView(RecipesList(recipeName: "Pasta al pomodoro", numberOfSteps: 5, imageName: "pasta", difficulty: "Easy",
                                timeToCook: 20, vegetarian: true, lactoseFree: true))
        RecipesView(RecipesList(recipeName: "Risotto ai funghi", numberOfSteps: 8, imageName: "risotto", difficulty: "Medium",
                                timeToCook: 40, vegetarian: true, glutenFree: true))
    }
}
