import SwiftUI

@MainActor func makeSampleRow() -> some View {
    LabeledValueView(label: "Glucose", value: "80 mg/dL", highlightValue: true)
}
