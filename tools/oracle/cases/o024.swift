import OracleHarness
import SwiftUI
import VaultFeed

// o024: bradleymackey/vault-ios, TOTPCodePreviewViewSnapshotTests.layout_codeVisible(), light, @3x.
// The TOTP code tile for account "Test" at issuer "Issuer" (default grey item colour, unlocked)
// showing code 123456, with the test's red-blue-green gradient as its timer bar, 250 pt wide and
// sized to fit (the tile keeps itself square).
@MainActor func makeOracleView() -> AnyView {
    let model = OTPCodePreviewViewModel(accountName: "Test", issuer: "Issuer", color: .default, isLocked: false,
                                        fixedCodeState: .visible("123456"))
    let timer = LinearGradient(colors: [.red, .blue, .green], startPoint: .leading, endPoint: .trailing)
    return AnyView(
        TOTPCodePreviewView(previewViewModel: model, timerView: timer, behaviour: .normal)
            .frame(width: 250)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
