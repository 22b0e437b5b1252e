// Stub for Artificial-Pancreas/iAPS (r613): FoodTags (AddCarbs/Models), the tag names the food search
// offers; the row compares against its favourites tag. Our own test double.
import Foundation

enum FoodTags {
    static let favorites = "favorites"
    static let all: [String] = [favorites, "breakfast", "snack", "high protein", "low carb"]
}
