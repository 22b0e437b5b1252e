import SwiftUI
// Stubs for andrewcoyle1/DialedIn DialedIn/Core/Nutrition/MealLog/Subviews/MealLogRowView.swift (what the row uses from elsewhere in its app).

enum MealType: String, Codable, CaseIterable, Sendable {
    case breakfast, lunch, dinner, snack
}

struct MealItemModel: Identifiable, Hashable, Sendable {
    var id: String { itemId }
    let itemId: String
    let displayName: String
    let amount: Double
    let unit: String
    let calories: Double?
    let proteinGrams: Double?
    let carbGrams: Double?
    let fatGrams: Double?

    static var mocks: [MealItemModel] {
        [
            MealItemModel(itemId: "1", displayName: "Oatmeal", amount: 50, unit: "g", calories: 190, proteinGrams: 7, carbGrams: 32, fatGrams: 3.5),
            MealItemModel(itemId: "2", displayName: "Banana", amount: 1, unit: "unit", calories: 105, proteinGrams: 1.3, carbGrams: 27, fatGrams: 0.4),
            MealItemModel(itemId: "3", displayName: "Almond Butter", amount: 20, unit: "g", calories: 120, proteinGrams: 4, carbGrams: 4, fatGrams: 10),
            MealItemModel(itemId: "4", displayName: "Greek Yogurt", amount: 150, unit: "g", calories: 135, proteinGrams: 18, carbGrams: 8, fatGrams: 3.5),
        ]
    }
}

struct MealLogModel: Identifiable, Hashable {
    var id: String { mealId }
    let mealId: String
    let date: Date
    let mealType: MealType
    var items: [MealItemModel]
    var notes: String?
    var totalCalories: Double
    var totalProteinGrams: Double
    var totalCarbGrams: Double
    var totalFatGrams: Double

    static var mock: MealLogModel {
        MealLogModel(
            mealId: UUID().uuidString,
            date: Date(),
            mealType: .breakfast,
            items: MealItemModel.mocks,
            notes: "Had a great breakfast!",
            totalCalories: 650,
            totalProteinGrams: 35,
            totalCarbGrams: 75,
            totalFatGrams: 18
        )
    }
}

/// A macro total over its short name.
struct MacroLabel: View {
    let title: String
    let value: Int

    var body: some View {
        VStack(spacing: 2) {
            Text("\(value)")
                .font(.caption.bold())
            Text(title)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}
