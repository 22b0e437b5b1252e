import SwiftUI
// Stubs for Rakkai/habbit HabitTracker/Components/HabitTileView.swift (what the row uses from elsewhere
// in its app: Models/Habit.swift, Models/HabitCompletion.swift, Components/CircularProgressView.swift).
// Colours are in _apps.

/// A recorded completion (a SwiftData @Model in the app).
final class HabitCompletion {
    var id: UUID
    var completedAt: Date
    var notes: String?
    var habit: Habit?

    init(id: UUID = UUID(), completedAt: Date = Date(), notes: String? = nil) {
        self.id = id
        self.completedAt = completedAt
        self.notes = notes
    }
}

/// A habit with its cadence and completions (a SwiftData @Model in the app), with the state logic the
/// tile reads.
final class Habit {
    var id: UUID
    var name: String
    var emoji: String
    var cadenceHours: Int
    var isFrozen: Bool
    var completions: [HabitCompletion]

    init(id: UUID = UUID(), name: String, emoji: String, cadenceHours: Int = 24, isFrozen: Bool = false, completions: [HabitCompletion] = []) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.cadenceHours = cadenceHours
        self.isFrozen = isFrozen
        self.completions = completions
    }

    var lastCompletedAt: Date? {
        completions.map(\.completedAt).max()
    }

    var cadenceSeconds: Double { Double(cadenceHours) * 3600 }
    var gracePeriodSeconds: Double { 24 * 3600 }

    /// 1.0 just after a completion, 0.0 when the cadence runs out.
    var progressRemaining: Double {
        if isFrozen { return 1.0 }
        guard let lastCompleted = lastCompletedAt else { return 0.0 }
        let elapsed = Date().timeIntervalSince(lastCompleted)
        return max(0, min(1, 1.0 - elapsed / cadenceSeconds))
    }

    /// 1.0 when the grace period starts, 0.0 when it expires.
    var gracePeriodProgress: Double {
        guard let lastCompleted = lastCompletedAt else { return 0.0 }
        let elapsedAfterCadence = Date().timeIntervalSince(lastCompleted) - cadenceSeconds
        if elapsedAfterCadence <= 0 { return 1.0 }
        return max(0, min(1, 1.0 - elapsedAfterCadence / gracePeriodSeconds))
    }

    enum HabitState {
        case onTrack
        case gracePeriod
        case frozen
        case streakLost
    }

    var state: HabitState {
        if isFrozen { return .frozen }
        guard let lastCompleted = lastCompletedAt else { return .streakLost }
        let elapsed = Date().timeIntervalSince(lastCompleted)
        if elapsed <= cadenceSeconds { return .onTrack }
        if elapsed <= cadenceSeconds + gracePeriodSeconds { return .gracePeriod }
        return .streakLost
    }

    var currentStreak: Int {
        state == .streakLost ? 0 : completions.count
    }
}

extension Habit.HabitState: Equatable {}

/// Components/CircularProgressView.swift: a ring coloured by the habit's state, counter-clockwise from
/// the top, over a faint fill.
struct CircularProgressView: View {
    let progress: Double
    let habitState: Habit.HabitState
    var lineWidth: CGFloat = 8
    var size: CGFloat = 100

    private var progressColor: Color {
        switch habitState {
        case .frozen: return .icyBlue
        case .gracePeriod: return .dangerRed
        case .onTrack: return .successGreen
        case .streakLost: return .neutralGray
        }
    }

    private var trackColor: Color {
        habitState == .frozen ? .icyBlue.opacity(0.3) : .neutralGray.opacity(0.3)
    }

    private var fillColor: Color {
        switch habitState {
        case .frozen: return .icyBlue.opacity(0.2)
        case .streakLost: return .clear
        default: return progress > 0 ? progressColor.opacity(0.15) : .clear
        }
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(trackColor, lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(progress))
                .stroke(progressColor, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .scaleEffect(x: -1, y: 1)
            Circle()
                .fill(fillColor)
                .padding(lineWidth / 2)
        }
        .frame(width: size, height: size)
    }
}
