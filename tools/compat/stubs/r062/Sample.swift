import SwiftUI

@MainActor func makeSampleRow() -> some View {
    LabeledValueView(someValue: LabeledValue(systemName: "heart.fill", text: "Heart Rate", value: "72 bpm", isActive: true, color: .red))
}
