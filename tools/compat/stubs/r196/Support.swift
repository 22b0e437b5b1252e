import SwiftUI
// Stubs for rodrigodh/genos-app genos-ios/genos/Components/HistoryCardView.swift (what the row uses from elsewhere in its app).

/// Daily balance goal, in R$.
