import OracleHarness
import SwiftUI

// o009: WezSieTato/ScanNow, GithubRowViewSnapshotTests.view(), light, @3x.
// The GitHub row (the app's GithubMark PNG asset, then the repository name) alone in a Form,
// snapshotted at a fixed 375 × 90.
@MainActor func makeOracleView() -> AnyView {
    AnyView(Form { GithubRowView() })
}

let oracleLayout = OracleLayout.fixed(width: 375, height: 90)
