import SwiftUI

@MainActor func makeSampleRow() -> some View {
    AccountsSettingsProviderRow(name: "GitHub", iconResource: .gitHubIcon, action: {})
        .frame(width: 400)
}
