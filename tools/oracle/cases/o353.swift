import OracleHarness
import SwiftUI

// o353: vjr2005/Challenge, primaryButtonLoading, light, @3x.
// DSButton primary loading: a ProgressView tinted white before "Loading", disabled; padded, framed 320 pt wide.
// As the test builds it: assertSnapshot(of: view, as: .image) through ChallengeSnapshotTestKit:
// swift-snapshot-testing's .image (size that fits), no traits (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSButton("Loading", isLoading: true) {}
            .padding()
            .frame(width: 320)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
