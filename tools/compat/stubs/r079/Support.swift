import SwiftUI
// Stubs for LoopKit/LoopKit LoopKitUI/Views/LabeledValueView.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
