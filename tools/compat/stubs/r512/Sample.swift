import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The deployment detail's status line, and the compact form the list rows use.
    List {
        ForEach([VercelDeployment.State.ready, .building, .error, .queued, .cancelled], id: \.self) { state in
            HStack {
                DeploymentStateIndicator(state: state)
                Spacer()
                DeploymentStateIndicator(state: state, style: .compact)
            }
        }
    }
}
