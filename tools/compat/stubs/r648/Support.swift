// Stub for possiphil/iHabit (r648): the Habit model (Utils/Habit.swift). Our own test double.
import SwiftUI

struct Habit: Identifiable, Equatable, Codable {
    var id = UUID()
    var title: String
    var image: String
    var colorString: String
    var streak = 0

    var color: Color { .red }

    static func == (lhs: Habit, rhs: Habit) -> Bool { lhs.id == rhs.id }
}
