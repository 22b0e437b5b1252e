import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // MedicationsListView: one row per medicine in the user's list.
    List {
        MedicineRow(title: "Amoxicillin 500 mg")
        MedicineRow(title: "Lisinopril 10 mg")
        MedicineRow(title: "Metformin Hydrochloride Extended-Release 750 mg")
    }
    .listStyle(.plain)
}
