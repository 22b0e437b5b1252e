import OracleHarness
import SwiftUI

// o488: Shepherd-Dog/SpeakList, NonHostedDesignSystemTests (class DesignSystemTests).testTextFieldSnapshot, Color Scheme: dark, dark, @3x.
// What the test builds: DesignSystem.TextField("Name", text: .constant("Tigger")): a leading
// VStack of the label "Name" (padded 8 leading) and a SwiftUI TextField showing "Tigger" (an
// empty label), padded 16 by the style, a 2 pt systemGray4 stroke on an 8 pt continuous rounded
// rectangle over the asset colour "Text Field Background" (white; black in dark), clipped to it.
// The dark colour-scheme snapshot: the view on Color.black with .environment(\.colorScheme, .dark),
// in a host whose view background is black; the host's traits stay light (only the view is dark).
// As the test builds it: the helper assertStandardSnapshots wraps the view in a
// UIHostingController (animations disabled by a transaction) and snapshots it
// .wait(for: 0.1, on: .image(on: .iPhone13Pro, precision: 1, perceptualPrecision: 1)):
// 390 x 844 pt, safe area 47 above and 34 below, the configuration's traits (scale 3, content
// size medium, no interface style, so the simulator's light); the view centred in the safe area.
// The case compiles the DesignSystem target as its own module, so its TextField (which shadows
// SwiftUI's there) is named without the test's `DesignSystem.` qualifier.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        TextField("Name", text: .constant("Tigger"))
            .transaction { $0.disablesAnimations = true }
            .background(Color.black)
            .environment(\.colorScheme, .dark)
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)

/// The host as recorded: its view's background colour is black; its traits are light, the test
/// darkens only the view (its environment).
let oracleHost = OracleHost(background: .black, appearance: .light)
