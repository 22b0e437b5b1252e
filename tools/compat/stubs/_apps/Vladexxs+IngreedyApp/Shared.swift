import Kingfisher
import SwiftUI
// Stubs shared by the rows of Vladexxs/IngreedyApp: the recipe model (Models/Entities/Recipe.swift), the
// app colours (Utils/AppColors.swift) and the KFImage preset (Utils/CacheManager.swift). Kingfisher is
// stubbed under _packages.

struct Recipe: Codable, Identifiable, Hashable {
    let id: Int
    let name: String
    let prepTimeMinutes: Int?
    let cookTimeMinutes: Int?
    let servings: Int?
    let difficulty: String?
    let cuisine: String?
    let image: String?
    let rating: Double?
}

struct AppColors {
    static let background = Color.white
    static let primary = Color(red: 78 / 255, green: 46 / 255, blue: 21 / 255)
    static let accent = Color(red: 1.0, green: 0.53, blue: 0.0)
    static let text = Color(red: 60 / 255, green: 32 / 255, blue: 10 / 255)
    static let secondary = Color(red: 160 / 255, green: 120 / 255, blue: 80 / 255)
    static let card = Color(red: 247 / 255, green: 233 / 255, blue: 221 / 255)
    static let shadow = Color.black.opacity(0.08)
}

extension KFImage {
    /// The app's preset: downsampling processor, cache and decode options, and a grey photo
    /// placeholder that shimmers. (The processor and the shimmer are left out.)
    func configureForRecipeImage(size: CGSize = CGSize(width: 300, height: 200)) -> KFImage {
        return self
            .cacheOriginalImage()
            .backgroundDecode()
            .placeholder {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.gray.opacity(0.15))
                    .overlay(
                        Image(systemName: "photo")
                            .foregroundColor(.gray)
                            .font(.system(size: 40))
                    )
            }
    }
}
