import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SelectableLabel(label: "mg/dL", selectedLabel: .constant("mg/dL"))
}
