import OracleHarness
import SwiftUI

// o057: adammcarter/swift-snapshot-testing-macros, DefaultWithoutOverride.explicitBackground(), dark, @3x.
// Inline view: a primary-coloured Text on the system gray the view paints itself. No background
// trait: the library clears the hosting view's background; the min-size strategy sizes it to fit.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        Text("explicitBackground() (gray)")
            .foregroundStyle(.primary)
            .background(.gray)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
let oracleHost = OracleHost(background: .clear)
