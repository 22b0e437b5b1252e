import OracleHarness
import SwiftUI

// o295: seb-oss/green-ios, LabelOutsideInputSnapshotTests.testLabelOutsideInput_Default, light, @3x.
// A LabelOutsideInput titled "Title", empty, showing its placeholder "Label". 320 pt wide, padded
// 16, on l1Neutral02.
// Snapshotted as the test does (SEBViewImageSnapshotTesting: iPhone 17 Pro simulator, iOS
// 26.1/26.2, references of Jan-Apr 2026): .image(layout: .sizeThatFits), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        LabelOutsideInput(text: .constant(""), title: "Title", placeholder: "Label")
            .frame(width: 320)
            .padding(.gds(.spaceM))
            .background(.gds(.l1Neutral02))
    )
}

let oracleLayout = OracleLayout.sizeThatFits
