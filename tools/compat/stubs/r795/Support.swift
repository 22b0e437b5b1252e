// Stubs for FShalaby/Monarch (r795): an expense and its category with the category's SF Symbol and
// colour (the app's Expense model file). Our own test doubles with the app's names.
import SwiftUI

enum Category: String, CaseIterable, Codable {
    case food, rent, transportation, utility, recreational, other
}

extension Category {
    var icon: String {
        switch self {
        case .food: return "cart.fill"
        case .rent: return "house.fill"
        case .transportation: return "car.fill"
        case .utility: return "bolt.fill"
        case .recreational: return "gamecontroller.fill"
        case .other: return "questionmark.circle"
        }
    }

    var color: Color {
        switch self {
        case .food: return .green
        case .rent: return .blue
        case .transportation: return .orange
        case .utility: return .purple
        case .recreational: return .pink
        case .other: return .gray
        }
    }
}

struct Expense: Identifiable, Codable, Equatable {
    let id: UUID
    var userid: String
    var category: Category
    var name: String
    var price: Double
    var date: Date

    static func == (lhs: Expense, rhs: Expense) -> Bool { lhs.id == rhs.id }
}
