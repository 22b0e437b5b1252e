import SwiftUI

@MainActor func makeSampleRow() -> some View {
    Form {
        Section(header: Text("Wallet Information")) {
            WalletSettingsValueRow(title: "Network", value: "Bitcoin")
            WalletSettingsValueRow(title: "Fingerprint", value: "73C5DA0A")
            WalletSettingsValueRow(title: "Card Identifier", value: "JDKDN-XRQHU-NAVLR-PIBNB", minimumScaleFactor: 0.75)
            WalletSettingsValueRow(title: "Wallet Type", value: "Hot")
        }
    }
}
