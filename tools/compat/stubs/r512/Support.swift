// Stubs for daneden/zeitgeist Shared/Views/Deployments/DeploymentStateIndicator.swift: the models
// (Shared/Models/VercelDeployment.swift, GitCommit.swift; reduced to what the view reads) and the
// widget-accent modifier (ZeitgeistWidgets/ViewModifiers): our own stand-ins with the app's names, words,
// symbols and colours.
import SwiftUI

extension View {
    /// Our stand-in for the app's wrapper: widgetAccentable() where the system has it.
    @ViewBuilder func backwardsCompatibleWidgetAccentable() -> some View {
        if #available(iOS 16, macOS 14, *) {
            widgetAccentable()
        } else {
            self
        }
    }
}
