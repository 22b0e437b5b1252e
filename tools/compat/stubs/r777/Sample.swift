import SwiftUI

// Main: the habits to tick off today, over the farm background.
@MainActor func makeSampleRow() -> some View {
    let habits = [
        HabitItem(id: "1", title: "Feed the chickens", subtitle: "Morning grain and fresh water", imageName: "chicken", isSelected: true),
        HabitItem(id: "2", title: "Collect eggs", subtitle: "Check every nest box", imageName: "egg"),
    ]
    return ZStack {
        ChickenSampleBackground()
        ScrollView {
            VStack(spacing: 12) {
                ForEach(habits) { habit in
                    HabitRow(item: habit, onToggle: {})
                }
            }
            .padding(20)
        }
    }
}
