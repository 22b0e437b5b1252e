import CoreData
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        RecipeItemView(recipeName: "Shakshuka", link: "allrecipes.com", prepTime: "25.0")
        RecipeItemView(recipeName: "Egg fried rice", link: "seriouseats.com", prepTime: "15.0")
    }
    .environment(\.managedObjectContext, NSPersistentContainer(name: "Ace").viewContext)
}
