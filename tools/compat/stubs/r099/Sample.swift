import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        SettingsTabIcon(systemName: "gearshape", showsIndicator: true)
        Text("General")
        SettingsIndicatorBadge(text: "New")
    }
    .padding()
}
