import OracleHarness
import SwiftUI

// o293: seb-oss/green-ios, FloatingLabelInputSnapshotTests.testFloatingLabelInput_Filled, light, @3x.
// A FloatingLabelInput holding "Hello, world!", the label floated above it. 320 pt wide, padded
// 16, on l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        FloatingLabelInput(text: .constant("Hello, world!"), placeholder: "Label", isValid: true)
            .frame(width: 320)
            .padding(.gds(.spaceM))
            .background(.gds(.l1Neutral02))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
