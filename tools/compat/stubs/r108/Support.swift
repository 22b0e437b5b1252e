import SwiftUI
// Stubs for stephkananth/since Streaks/Views/StreakRow.swift (what the row uses from elsewhere in its app).

