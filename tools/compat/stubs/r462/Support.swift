import SwiftUI
// Stubs for Thanveerahmedshaik/FitnessApp FitnessApp/Home/Views/ActivityCard.swift: Activity
// (Home/Models/Activity.swift, as there).

struct Activity {
    let id: Int
    let title: String
    let subtitle: String
    let image: String
    let tintColor: Color
    let amount: String
}
