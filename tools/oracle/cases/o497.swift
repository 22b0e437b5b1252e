import OracleHarness
import SwiftUI

// o497: Shepherd-Dog/SpeakList, NonHostedDesignSystemTests (class DesignSystemTests).testTextFieldSnapshot, Dynamic Type: accessibility2, light, @3x.
// What the test builds: DesignSystem.TextField("Name", text: .constant("Tigger")): a leading
// VStack of the label "Name" (padded 8 leading) and a SwiftUI TextField showing "Tigger" (an
// empty label), padded 16 by the style, a 2 pt systemGray4 stroke on an 8 pt continuous rounded
// rectangle over the asset colour "Text Field Background" (white; black in dark), clipped to it.
// The dynamic-type snapshot at .accessibility2: the view with .environment(\.dynamicTypeSize, .accessibility2), nothing
// else (the host's own system background, light).
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
            .environment(\.dynamicTypeSize, .accessibility2)
    )
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
