import SwiftUI
// Stubs for cculbreath/slidr Slidr/Views/Shared/EmptyStateView.swift (what the row uses from elsewhere in its app).
// (The empty state view uses nothing from elsewhere in its app.)
