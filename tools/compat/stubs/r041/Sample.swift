import SwiftUI

@MainActor func makeSampleRow() -> some View {
    DetailRow(leftLabel: Text("Rate"), rightLabel: Text("$123.99"))
}
