import SwiftUI

// A parsed payslip's header: the parsing confidence next to the month.
@MainActor func makeSampleRow() -> some View {
    List {
        ForEach([("March 2025", 0.96), ("February 2025", 0.82), ("January 2025", 0.61), ("December 2024", 0.34)], id: \.0) { month, confidence in
            HStack {
                Text(month).font(.headline)
                Spacer()
                ConfidenceBadge(confidence: confidence)
            }
        }
    }
}
