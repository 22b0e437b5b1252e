import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ListRowTextView(leftText: "Version", rightText: "0.7.1")
        ListRowTextView(leftText: "Build", rightText: "42")
        ListRowTextView(leftText: "Debrid service", rightSymbol: "checkmark")
    }
}
