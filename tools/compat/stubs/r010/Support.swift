import SwiftUI
import XcodesKit
// Stubs for XcodesOrg/XcodesApp Xcodes/Frontend/XcodeList/InstallationStepRowView.swift (what the row uses from elsewhere in its app).

func localizeString(_ key: String, comment: String = "") -> String {
    // The app's Localizable.strings: "InstallationStepDescription" = "Step %1$d of %2$d: %3$@"
    key == "InstallationStepDescription" ? "Step %d of %d: %@" : key
}

/// The app's spinner that follows a Progress (it wraps NSProgressIndicator; its init takes
/// NSControl.ControlSize and NSProgressIndicator.Style, stood in for here by local enums).
struct ObservingProgressIndicator: View {
    enum ControlSize { case regular, small, mini }
    enum Style { case bar, spinning }
    let progress: Progress
    let controlSize: ControlSize
    let style: Style
    let showsAdditionalDescription: Bool

    init(_ progress: Progress, controlSize: ControlSize, style: Style, showsAdditionalDescription: Bool = false) {
        self.progress = progress
        self.controlSize = controlSize
        self.style = style
        self.showsAdditionalDescription = showsAdditionalDescription
    }

    var body: some View {
        ProgressView(value: progress.fractionCompleted)
            .frame(width: controlSize == .small ? 16 : 32)
    }
}
