import OracleHarness
import SwiftUI

// o189: jpsim/ZenTuner, TunerViewSnapshotTests.testTunerView ("iphone4-dark"), dark, @3x.
// TunerView(tunerData: TunerData(), modifierPreference: .preferSharps, selectedTransposition: 0):
// 440 Hz, the note A4 in tune — the transposition Menu ("Concert Pitch") at the top left, the
// matched note with its octave, its frequency, the 25 tick marks and the current-note marker.
// Snapshotted .image(perceptualPrecision: 0.99, layout: .device(config: .iPhoneSe),
// traits: .init(userInterfaceStyle: .dark)) (swift-snapshot-testing 1.14, Xcode 15.0, iOS 17.0):
// a 320 × 568 host, safe area 20 above, the view centred in the rest, the config's traits
// (content size medium), dark; at the simulator screen's 3x (the traits set no display scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        TunerView(
            tunerData: TunerData(),
            modifierPreference: .preferSharps,
            selectedTransposition: 0
        )
    )
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
