import SwiftUI
import UIKit
// Stubs for Julian1612/trackerApp shared by its rows (under void./): Models/Habit.swift (a SwiftData
// @Model there; here a plain class with its attributes, reminders left out), Shared/Styles/ColorPalette.swift,
// Shared/Styles/Typography.swift, Views/HabitList/HabitIconComponent.swift, Views/HabitList/MotivationView.swift
// and ViewModels/HabitListViewModel.swift (the progress update only; no SwiftData context or notifications).

enum HabitType: String, Codable {
    case value
    case checkmark
}

enum HabitRecurrence: String, CaseIterable, Identifiable, Codable {
    case daily = "Daily", weekly = "Weekly", monthly = "Monthly"
    var id: String { rawValue }
}

enum RoutineTime: String, CaseIterable, Identifiable, Codable {
    case morning = "Morning", day = "Day", evening = "Evening"
    var id: String { rawValue }
}

final class Habit: Identifiable {
    var id: UUID
    var title: String
    var emoji: String
    var type: HabitType
    var currentValue: Double
    var goalValue: Double
    var unit: String
    var motivationText: String?
    var recurrence: HabitRecurrence
    var frequency: [Int]
    var category: String
    var routineTime: RoutineTime
    var sortOrder: Int

    var isCompleted: Bool { currentValue >= goalValue }

    init(id: UUID = UUID(), title: String, emoji: String, type: HabitType, currentValue: Double = 0, goalValue: Double,
         unit: String, motivationText: String? = nil, recurrence: HabitRecurrence = .daily, frequency: [Int] = [1, 2, 3, 4, 5, 6, 7],
         category: String, routineTime: RoutineTime, sortOrder: Int) {
        self.id = id
        self.title = title
        self.emoji = emoji
        self.type = type
        self.currentValue = currentValue
        self.goalValue = goalValue
        self.unit = unit
        self.motivationText = motivationText
        self.recurrence = recurrence
        self.frequency = frequency
        self.category = category
        self.routineTime = routineTime
        self.sortOrder = sortOrder
    }
}

class HabitListViewModel: ObservableObject {
    @Published var habits: [Habit] = []

    func updateHabitProgress(for habit: Habit, value: Double) {
        habit.currentValue = value
        objectWillChange.send()
    }
}

struct ColorPalette {
    static var background: Color {
        Color(UIColor { traitCollection in
            return traitCollection.userInterfaceStyle == .dark ? .black : .white
        })
    }

    static var primary: Color {
        Color(UIColor { traitCollection in
            return traitCollection.userInterfaceStyle == .dark ? .white : .black
        })
    }

    static var secondary: Color {
        Color(UIColor { traitCollection in
            return traitCollection.userInterfaceStyle == .dark ? .lightGray : .darkGray
        })
    }

    static func heatmapColor(for score: Double) -> Color {
        let opacity: Double
        switch score {
        case 0..<0.2: opacity = 0.1
        case 0.2..<0.4: opacity = 0.3
        case 0.4..<0.7: opacity = 0.6
        default: opacity = 1.0
        }
        return primary.opacity(opacity)
    }

    static func glowColor(for score: Double) -> Color {
        score > 0.4 ? primary.opacity(0.5) : .clear
    }
}

struct Typography {
    static let habitTitle = Font.system(size: 16, weight: .semibold, design: .default)
    static let categoryLabel = Font.system(size: 11, weight: .regular, design: .default)
    static let statusValue = Font.system(size: 13, weight: .medium, design: .monospaced)
}

struct HabitIconComponent: View {
    let habit: Habit

    var body: some View {
        ZStack {
            Circle()
                .stroke(ColorPalette.primary, lineWidth: 1.2)
            if habit.type == .value {
                Circle()
                    .trim(from: 0, to: CGFloat(min(habit.currentValue / habit.goalValue, 1.0)))
                    .stroke(ColorPalette.primary, lineWidth: 2.5)
                    .rotationEffect(.degrees(-90))
                    .animation(.spring(), value: habit.currentValue)
            }
            Text(habit.emoji)
                .font(.system(size: 16))
        }
        .frame(width: 36, height: 36)
    }
}

struct MotivationView: View {
    let text: String

    var body: some View {
        ZStack {
            ColorPalette.background.ignoresSafeArea()
            VStack(spacing: 0) {
                Capsule()
                    .fill(Color.gray.opacity(0.3))
                    .frame(width: 40, height: 5)
                    .padding(.top, 10)
                    .padding(.bottom, 20)
                ScrollView {
                    Text(.init(text))
                        .font(.body)
                        .multilineTextAlignment(.leading)
                        .foregroundColor(ColorPalette.primary)
                        .padding(.horizontal, 25)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .lineSpacing(6)
                        .padding(.bottom, 30)
                }
            }
        }
    }
}
