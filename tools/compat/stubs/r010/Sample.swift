import SwiftUI

@MainActor func makeSampleRow() -> some View {
    InstallationStepRowView(
        installationStep: .downloading(
            progress: configure(Progress(totalUnitCount: 100)) { $0.completedUnitCount = 40 }
        ),
        highlighted: false,
        cancel: {}
    )
}
