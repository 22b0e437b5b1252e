import SwiftUI

/// indicatorGroup.swift shows three of these side by side (glycaemic index, load, carbohydrates).
@MainActor func makeSampleRow() -> some View {
    HStack {
        indicator(value: .constant(65), label: "ГИ:", lowerBound: 20.0, upperBound: 55.0)
        indicator(value: .constant(35), label: "ГН:", lowerBound: 20.0, upperBound: 70.0)
        indicator(value: .constant(16), label: "УГЛ:", lowerBound: 30.0, upperBound: 60.0)
    }
}
