import SwiftUI

@MainActor func makeSampleRow() -> some View {
    Form {
        Section(header: Text("Settings")) {
            WalletSettingsNameRow(name: "Savings", changeName: {})
            WalletSettingsNameRow(name: "Spending wallet for travel", changeName: {})
        }
    }
}
