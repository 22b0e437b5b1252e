import SwiftUI

// The my-page settings: notification toggles.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        ToggleRow(title: "Class reminders", isOn: .constant(true))
        Divider()
        ToggleRow(title: "Assignment due alerts", isOn: .constant(false))
    }
    .background(Color(.systemBackground))
}
