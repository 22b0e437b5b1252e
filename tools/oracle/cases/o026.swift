import OracleHarness
import SwiftUI
import VaultFeed

// o026: bradleymackey/vault-ios, SecureNotePreviewViewSnapshotTests.layout_titleAndDescription(), light, @3x.
// The secure-note tile titled "Title" with the description "Short description" (plain text,
// unlocked, title and first line shown, default grey colour), 250 pt wide and sized to fit.
@MainActor func makeOracleView() -> AnyView {
    let model = SecureNotePreviewViewModel(title: "Title", description: "Short description", color: .default,
                                           isLocked: false, textFormat: .plain, previewMode: .titleAndFirstLine)
    return AnyView(
        SecureNotePreviewView(viewModel: model, behaviour: .normal)
            .frame(width: 250)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
