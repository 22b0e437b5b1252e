// Stubs for daneden/zeitgeist Shared/Views/Deployments/DeploymentListRowView.swift: the models
// (Shared/Models/VercelDeployment.swift, GitCommit.swift, GitRepoModel.swift; reduced to what the row reads),
// DeploymentStateIndicator and the widget-accent modifier it applies: our own stand-ins with the app's
// names, words, symbols and colours.
import SwiftUI

/// Our stand-in for Shared/Views/Deployments/DeploymentStateIndicator.swift: the state's label (icon only when
/// compact), filled, in the state's colour.
enum StateIndicatorStyle {
    case normal, compact
}

struct DeploymentStateIndicator: View {
    var state: VercelDeployment.State
    var style: StateIndicatorStyle = .normal

    @ViewBuilder private var label: some View {
        let label = Label(state.description, systemImage: state.imageName)
        if style == .compact {
            label.labelStyle(.iconOnly)
        } else {
            label
        }
    }

    var body: some View {
        label
            .foregroundStyle(state.color)
            .symbolVariant(.fill)
            .symbolRenderingMode(.hierarchical)
            .backwardsCompatibleWidgetAccentable()
    }
}

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
