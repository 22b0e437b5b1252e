import OracleHarness
import Models
import SwiftUI

// o314: knight6700/CharactersApp, SegmentViewTests.testSegmentViewUnkownTest, light, @3x.
// The status filter SegmentView with "Unknown" selected: a capsule per status ("Alive", "Dead",
// "Unknown"), the selected one stroked and written in purple, the others in 0.5 gray and black,
// then a Spacer, padded 16 horizontally, 350 pt wide.
// Snapshotted as the test does: assertSnapshot(of: view, as: .image): size that fits in a
// UIHostingController, no traits (light), at the recording simulator's scale (3x); December 2024.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SegmentView(selectedStatus: .constant(.unknown), items: FilterStatus.allCases)
            .frame(width: 350)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
