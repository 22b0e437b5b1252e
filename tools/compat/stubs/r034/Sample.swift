import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SettingsView.ToggleOption(
        "Display summary",
        description: "Show a summary of running containers at the top of the list",
        iconSymbolName: "square.text.square",
        isOn: .constant(true)
    )
}
