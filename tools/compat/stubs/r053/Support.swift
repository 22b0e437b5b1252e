import SwiftUI
// Stubs for ml-explore/mlx-swift-examples Applications/LLMEval/Views/MetricCard.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
