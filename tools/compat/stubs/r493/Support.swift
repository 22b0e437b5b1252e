import SwiftUI
// Stubs for doubleden/LegoFit LegoFit/Views/ExerciseCellView.swift: Exercise (LegoFit/Models/Exercise.swift)
// and the list-row style the app's lists give the cell (LegoFit/Modifiers/MainRowStyle.swift, with its
// View extension).

struct Exercise: Codable, Identifiable, Equatable, Hashable {
    var id = UUID()
    let category: String
    let name: String
    let description: String
    let image: String

    var approach: Int? = 0
    var rep: Int? = 0
    var weight: String? = "0"
    var comment: String? = ""
}

struct MainRowStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .listRowSeparator(.hidden)
            .listRowBackground(RoundedRectangle(cornerRadius: 15).fill(Color.gray.opacity(0.3)))
    }
}

extension View {
    func mainRowStyle() -> some View {
        modifier(MainRowStyle())
    }
}

// The app's sample exercises for previews (Exercise.getExercises(), which reads a bundled JSON
// file in the app): one stands in here.
extension Exercise {
    static func getExercises() -> [Exercise] {
        [Exercise(category: "Chest", name: "Bench press", description: "Barbell, flat bench", image: "bench", approach: 3, rep: 10, weight: "60")]
    }
}
