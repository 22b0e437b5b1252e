import SwiftUI
// Stubs for jordanbaird/Ice Ice/UI/Views/BetaBadge.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
