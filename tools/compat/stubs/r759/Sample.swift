import SwiftUI

// A coin's detail: its figures as list entries.
@MainActor func makeSampleRow() -> some View {
    List {
        Section {
            ListEntry(icon: "chart.bar", label: "Market cap", value: "€ 1.2T")
            ListEntry(icon: "arrow.up.arrow.down", label: "Volume (24h)", value: "€ 28.4B")
            ListEntry(icon: "number", label: "Rank", value: "#1")
            ListEntry(icon: "square.and.arrow.up", label: "Share", value: "", action: {})
        }
    }
}
