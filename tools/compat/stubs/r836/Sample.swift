import SwiftUI
import UIKit

// The settings list's rows.
@MainActor func makeSampleRow() -> some View {
    List {
        Section {
            SettingsRowView(image: Image(systemName: "tray.full.fill"), imageColor: .mainColor, title: "Saved Scores")
            SettingsRowView(image: Image(systemName: "app.badge.fill"), imageColor: Color(UIColor.systemPink),
                            title: "Alternate Icons")
        }
        Section {
            SettingsRowView(image: Image(systemName: "envelope.fill"), imageColor: Color(UIColor.systemGreen),
                            title: "Send Feedback", shouldShowDisclosureIcon: false)
        }
    }
    .listStyle(.grouped)
}
