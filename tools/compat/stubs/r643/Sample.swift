import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The chord's tension breakdown: one row per interval kind.
    List {
        TensionDetailRow(tensionResult: TensionResult(count: 2, score: 1.0, tensionType: "minor 7th", tensionScore: 0.5))
        TensionDetailRow(tensionResult: TensionResult(count: 1, score: 2.0, tensionType: "tritone", tensionScore: 2.0))
        TensionDetailRow(tensionResult: TensionResult(count: 3, score: 0.75, tensionType: "major 3rd", tensionScore: 0.25))
    }
}
