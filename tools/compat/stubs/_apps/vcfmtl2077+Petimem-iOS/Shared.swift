// Stubs for vcfmtl2077/Petimem-iOS shared by its rows (r831–r833): the Firestore documents the cards show
// (utils/Firestore/ExpenseManager.swift, PetManager.swift, view/AddPoopEventViewModel.swift), the expense
// categories, the pet view model's delete call and the date and currency helpers of view/ExpenseView.swift.
// Our own test doubles with the app's names; colours stay named by their asset names, as the app reads them.
import SwiftUI

enum Category: String, CaseIterable {
    case food = "Food"
    case vet = "Veterinary"
    case insurance = "Insurance"
    case grooming = "Grooming"
    case training = "Training"
    case accessories = "Accessories"
}

struct DBExpense: Codable, Identifiable {
    let id: String
    let title: String
    let amount: Double
    let category: String
    let dateAdded: Date?
    let tint: String

    init(id: String, title: String, amount: Double, category: Category, dateAdded: Date, tint: String) {
        self.id = id
        self.title = title
        self.amount = amount
        self.category = category.rawValue
        self.dateAdded = dateAdded
        self.tint = tint
    }
}

struct DBPets: Codable, Identifiable {
    let id: String
    let photoUrl: String?
    let name: String
    let gender: String
    let birthday: Date
    let dateCreated: Date?
    let tint: String
}

struct DBPoop: Codable, Identifiable {
    let id: String
    let dateAndTime: Date
    let consistency: String
    let color: String
    let bloodOrMucus: Bool
    let foreignObjects: Bool
    let tint: String
    let petId: String
}

@MainActor
class AddPetViewModel: ObservableObject {
    @Published var pets: [DBPets] = []

    func deletePet(petId: String) async {
        pets.removeAll { $0.id == petId }
    }
}

func format(date: Date, format: String) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = format
    return formatter.string(from: date)
}

func currencyToString(_ value: Double, allowedDigites: Int = 2) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.maximumFractionDigits = allowedDigites
    return formatter.string(from: NSNumber(value: value)) ?? ""
}
