import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // DetailMedicationView stacks the sections of a drug label on the grouped background.
    ScrollView {
        VStack(spacing: 16) {
            BulletView(title: "Indications and usage",
                       items: ["Infections of the ear, nose and throat",
                               "Infections of the genitourinary tract",
                               "Lower respiratory tract infections"])
            BulletView(title: "Warnings", items: ["Serious and occasionally fatal hypersensitivity reactions have been reported."])
        }
        .padding()
    }
    .background(Color(.systemGroupedBackground))
}
