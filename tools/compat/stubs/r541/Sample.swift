import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let base = Date(timeIntervalSince1970: 1_764_000_000)
    let residents = [
        Resident(flatNumber: "A-101", emailID: "john@example.com", ownerName: "John Doe", ownershipType: "Owner",
                 contactNumber: "+91 98450 12345", moveInDate: base.addingTimeInterval(-86_400 * 400),
                 numberOfResidents: 3, maintenanceCategory: "Monthly"),
        Resident(flatNumber: "B-204", emailID: "priya@example.com", ownerName: "Priya Sharma", ownershipType: "Tenant",
                 contactNumber: "+91 99001 67890", moveInDate: base.addingTimeInterval(-86_400 * 60),
                 numberOfResidents: 2, maintenanceCategory: "Quarterly"),
    ]
    // FamilyListView: the residents in a list.
    return List(residents, id: \.id) { resident in
        FlatCellView(resident: resident, onDelete: {}, onEdit: {})
    }
}
