import SwiftUI

@MainActor func makeSampleRow() -> some View {
    IceLabeledContent("Show section dividers") {
        Toggle("", isOn: .constant(true))
            .labelsHidden()
    }
}
