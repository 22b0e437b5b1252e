import SwiftUI

// A nutrition plan meal item's details.
@MainActor func makeSampleRow() -> some View {
    List {
        Section(header: Text("Oatmeal with banana")) {
            HRowView(title: "Amount:", detail: "80 g")
            HRowView(title: "Protein:", detail: "10.6 g")
            HRowView(title: "Carbs:", detail: "54.3 g")
            HRowView(title: "Fat:", detail: "5.5 g")
        }
    }
}
