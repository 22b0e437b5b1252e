import SwiftUI

// The status change database list.
@MainActor func makeSampleRow() -> some View {
    let statuses = [
        StatusChangeModel(status: "SC_BLESSING", localizedName: "Blessing"),
        StatusChangeModel(status: "SC_INCREASEAGI", localizedName: "Increase Agility"),
        StatusChangeModel(status: "SC_SLEEP"),
    ]
    return NavigationStack {
        List(statuses, id: \.status) { statusChange in
            StatusChangeCell(statusChange: statusChange)
        }
        .navigationTitle("Status Changes")
    }
}
