import SwiftUI
// Stubs for calvinhklui/Fitnetic Fitnetic/Views/WorkoutViews/SetRowView.swift (what the row uses from elsewhere in its app).
