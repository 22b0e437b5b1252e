import SwiftUI

@MainActor func makeSampleRow() -> some View {
    Form {
        SettingsRow(title: "Network", route: .network, icon: SettingsIcon(symbol: "network", backgroundColor: .blue))
        SettingsRow(title: "Currency", subtitle: "USD", route: .fiatCurrency, icon: SettingsIcon(symbol: "dollarsign.circle", backgroundColor: .green))
        SettingsRow(title: "Node", route: .node, icon: SettingsIcon(symbol: "point.3.filled.connected.trianglepath.dotted"))
        SettingsRow(title: "Cloud Backup", subtitle: "Last backed up 2 days ago", symbol: "icloud")
    }
    .environment(AppManager.shared)
}
