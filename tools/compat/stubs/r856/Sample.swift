import SwiftUI

// The user status screen's absence entry, configured and not.
@MainActor func makeSampleRow() -> some View {
    let first = Date(timeIntervalSince1970: 1_766_102_400)
    let absence = UserAbsence(firstDay: first, lastDay: first.addingTimeInterval(86_400 * 9), status: "Vacation",
                              message: "Back on January 5th. For urgent matters please contact Anna.",
                              replacementUserId: "anna", replacementUserDisplayName: "Anna Becker")
    return List {
        Section("Absence") {
            AbsenceLabelView(absenceStatus: .constant(absence))
        }
        Section {
            AbsenceLabelView(absenceStatus: .constant(nil))
        }
    }
}
