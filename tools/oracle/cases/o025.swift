import OracleHarness
import SwiftUI
import VaultFeed

// o025: bradleymackey/vault-ios, HOTPCodePreviewViewSnapshotTests.layout_codeVisible(), light, @3x.
// The HOTP (counter) code tile for "Test" at "Issuer" showing 123456, with the refresh-arrow
// button icon (not in error), 250 pt wide and sized to fit.
@MainActor func makeOracleView() -> AnyView {
    let model = OTPCodePreviewViewModel(accountName: "Test", issuer: "Issuer", color: .default, isLocked: false,
                                        fixedCodeState: .visible("123456"))
    return AnyView(
        HOTPCodePreviewView(buttonView: OTPCodeButtonIcon(isError: false), previewViewModel: model, behaviour: .normal)
            .frame(width: 250)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
