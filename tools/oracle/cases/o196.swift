import OracleHarness
import SwiftUI

// o196: jpsim/ZenTuner, MatchedNoteViewSnapshotTests.testMatchedNoteView, light, @3x.
// MatchedNoteView for A♯4 in tune, sharps preferred: "A" (160 pt rounded bold) and the octave "4"
// (40 pt rounded, secondary) on their last text baseline, the "♯" (50 pt rounded, baseline offset
// −30) placed by the custom octaveCenter/top alignment; green (imperceptible distance).
// Snapshotted .image(layout: .device(config: .iPhone8)) (swift-snapshot-testing 1.14, Xcode 15.0,
// iOS 17.0): a 375 × 667 host, safe area 20 above, the view centred in the rest, iPhone8 traits
// (content size medium), no interface style (light); at the simulator screen's 3x.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        MatchedNoteView(
            match: ScaleNote.Match(
                note: .ASharp_BFlat,
                octave: 4,
                distance: 0
            ),
            modifierPreference: .preferSharps
        )
    )
}

let oracleLayout = OracleLayout.device(width: 375, height: 667, safeTop: 20, safeBottom: 0)
