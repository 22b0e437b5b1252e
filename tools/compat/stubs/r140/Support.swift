import SwiftUI
// Stubs for cculbreath/slidr Slidr/Views/Shared/TagChipView.swift (what the row uses from elsewhere in its app).
// (The tag chip view uses nothing from elsewhere in its app.)
