import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        SettingsListButtonRow(text: "Account", detailText: "jane@zotero.org", enabled: true)
        SettingsListButtonRow(text: "Export", detailText: nil, enabled: false)
    }
}
