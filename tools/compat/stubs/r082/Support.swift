import SwiftUI
// Stubs for LoopKit/LoopKit LoopKitUI/Views/SelectableLabel.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
