// Stubs for VincentMeilinger/Nextcloud-Cookbook-iOS (r616): AppState (AppState.swift: its FetchMode, the
// image fetch and the local-detail check the card calls), Recipe and RecipeImage.RecipeImageSize
// (Data/RecipeModels.swift), UserSettings (Data/UserSettings.swift: storeThumb) and
// Color.backgroundHighlight (Extensions/ColorExtension.swift, the asset colour set read by name).
// Our own test doubles: no server, no stored thumbnails.
import SwiftUI
import UIKit

@MainActor final class AppState: ObservableObject {
    enum FetchMode {
        case preferLocal, preferServer, onlyLocal, onlyServer
    }

    var downloadedRecipeIds: Set<Int> = [2]

    func getImage(id: Int, size: RecipeImage.RecipeImageSize, fetchMode: FetchMode) async -> UIImage? {
        nil
    }

    func recipeDetailExists(recipeId: Int) -> Bool {
        downloadedRecipeIds.contains(recipeId)
    }
}

struct Recipe: Codable, Identifiable, Hashable {
    let name: String
    let keywords: String?
    let dateCreated: String?
    let dateModified: String?
    let imageUrl: String?
    let imagePlaceholderUrl: String?
    let recipe_id: Int
    var storedLocally: Bool? = nil

    var id: Int { recipe_id }

    private enum CodingKeys: String, CodingKey {
        case name, keywords, dateCreated, dateModified, imageUrl, imagePlaceholderUrl, recipe_id
    }

    init(name: String, keywords: String? = nil, recipe_id: Int, storedLocally: Bool? = nil) {
        self.name = name
        self.keywords = keywords
        self.dateCreated = nil
        self.dateModified = nil
        self.imageUrl = nil
        self.imagePlaceholderUrl = nil
        self.recipe_id = recipe_id
        self.storedLocally = storedLocally
    }
}

struct RecipeImage {
    enum RecipeImageSize: String {
        case THUMB = "thumb", FULL = "full"
    }
}

final class UserSettings: ObservableObject {
    static let shared = UserSettings()
    @Published var storeThumb: Bool = true
    @Published var storeImages: Bool = true
}

extension Color {
    public static var backgroundHighlight: Color {
        Color("backgroundHighlight")
    }
}
