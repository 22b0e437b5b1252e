import SwiftUI
// Stubs for alex-vgt/WRKOUT WRKOUT/Views/Workout/WorkoutRow.swift (what the row uses from elsewhere in its app).
// (The row uses nothing from elsewhere in its app.)
