import SwiftUI
import UIKit
// Stubs for aitorballes/recipesapp Recipes/Views/Components/RecipeRowView.swift (what the row uses from
// elsewhere in its app: Models/Entities/RecipeModel.swift (a SwiftData @Model there; here a plain class
// with its attributes), Preview Content/TestData.swift's testData and Views/Components/CachedImageView.swift
// (its view model downloads nothing)).

final class RecipeModel: Identifiable, Hashable {
    var id: Int
    var name: String
    var ingredients: [String]
    var instructions: [String]
    var prepTimeMinutes: Int
    var cookTimeMinutes: Int
    var servings: Int
    var difficulty: String
    var cuisine: String
    var image: URL
    var rating: Double
    var mealType: [String]
    var isFavorite: Bool
    var isSaved: Bool

    init(id: Int, name: String, ingredients: [String], instructions: [String], prepTimeMinutes: Int, cookTimeMinutes: Int,
         servings: Int, difficulty: String, cuisine: String, image: URL, rating: Double, mealType: [String],
         isFavorite: Bool = false, isSaved: Bool = false) {
        self.id = id
        self.name = name
        self.ingredients = ingredients
        self.instructions = instructions
        self.prepTimeMinutes = prepTimeMinutes
        self.cookTimeMinutes = cookTimeMinutes
        self.servings = servings
        self.difficulty = difficulty
        self.cuisine = cuisine
        self.image = image
        self.rating = rating
        self.mealType = mealType
        self.isFavorite = isFavorite
        self.isSaved = isSaved
    }

    static func == (lhs: RecipeModel, rhs: RecipeModel) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension RecipeModel {
    static var testData: RecipeModel {
        .init(id: 1, name: "Classic Margherita Pizza",
              ingredients: ["Pizza dough", "Tomato sauce", "Fresh mozzarella cheese", "Fresh basil leaves", "Olive oil", "Salt and pepper to taste"],
              instructions: ["Preheat the oven to 475°F (245°C).", "Roll out the pizza dough and spread tomato sauce evenly."],
              prepTimeMinutes: 10, cookTimeMinutes: 20, servings: 4, difficulty: "Easy", cuisine: "Italian",
              image: URL(string: "https://cdn.dummyjson.com/recipe-images/2.webp")!, rating: 4.5,
              mealType: ["Dinner", "Lunch"], isFavorite: true, isSaved: true)
    }
}

final class CachedImageViewModel: ObservableObject {
    @Published var image: UIImage?
    func getImageSynchronously(url: URL) {}
}

struct CachedImageView: View {
    @StateObject private var viewModel = CachedImageViewModel()

    let imageUrl: URL
    let size: CGFloat
    let contentMode: ContentMode

    init(imageUrl: URL, size: CGFloat = 80, contentMode: ContentMode = .fit) {
        self.imageUrl = imageUrl
        self.size = size
        self.contentMode = contentMode
    }

    var body: some View {
        if let image = viewModel.image {
            Image(uiImage: image)
                .resizable()
                .aspectRatio(contentMode: contentMode)
                .frame(height: size)
                .clipped()
                .cornerRadius(10)
        } else {
            Image(systemName: "photo.circle")
                .resizable()
                .aspectRatio(contentMode: contentMode)
                .frame(height: size)
                .clipped()
                .cornerRadius(10)
                .foregroundColor(.gray)
                .onAppear {
                    viewModel.getImageSynchronously(url: imageUrl)
                }
        }
    }
}
