import Foundation
// Stubs for badbebrik/Drink-Water Drink&Water/Views/PlantView.swift: Plant (Models/Plant.swift, as
// there) and LocalizationManager (Utilities/Handlers/LocalizationManager.swift; the app looks the
// key up in the chosen language's bundle, here the main bundle).

struct Plant: Identifiable {
    var id: UUID
    var name: String
    var totalToGrow: Int
    var price: Int
    var startGrowDate: Date
    var currentFillness: Int
    var finishGrowDate: Date
}

class LocalizationManager {
    static let shared = LocalizationManager()

    private init() {}

    func localizeString(forKey key: String, value: String? = nil, language: String) -> String {
        NSLocalizedString(key, bundle: .main, value: value ?? key, comment: "")
    }
}
