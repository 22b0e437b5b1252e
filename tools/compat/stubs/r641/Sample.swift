import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The chord details sheet lists its properties as rows.
    List {
        DetailRow(title: "Notes", text: "C, E, G, B")
        DetailRow(title: "Degrees", text: "1, 3, 5, 7")
        DetailRow(title: "Intervals", text: "M3, m3, M3")
    }
}
