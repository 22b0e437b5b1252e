import OracleHarness
import SwiftUI

// o137: RaulPascual/SwiftUtils, ExperimentalFeatureViewTests.testExperimentalFeatureView, light, @3x.
// ExperimentalFeatureView: the symbol and the message (message.stringValue(), the key parsed out of
// the LocalizedStringKey's description) in white, padded, on an orange rounded rectangle (radius
// 10, opacity 0.8) inset 10 at the sides. The test waits 3 s before the snapshot (precision 1).
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ExperimentalFeatureView(icon: Image(systemName: "exclamationmark.bubble.fill"),
                                    message: LocalizedStringKey("Experimental Feature")))
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
