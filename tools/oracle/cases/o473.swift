import OracleHarness
import SwiftUI

// o473: joseluissanchezporrogodoy/kata-desing-system-ios, DSAlertViewSnapshotTests.testDSAlertViewWithActions, light, @3x.
// What the test builds: the error alert with tap, long-press and dismiss actions (they change nothing drawn): the Error
// icon, "Error: Test message with actions" in ErrorText on the Error fill, the Cross dismiss image.
// The alert's text is .custom("Roboto", size: 16) with 4 pt line spacing (no Roboto ships with the
// package, so iOS falls back to the system font); an HStack padded 12 horizontally on the style's fill,
// clipped to an 8 pt rounded rectangle, padded 12 outside.
// As the test builds it: the view framed 730 pt wide, assertSnapshot(of:as: .image): a SwiftUI
// view's default strategy, sizeThatFits, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSAlertView(
            message: "Test message with actions",
            style: .error,
            showIcon: true,
            alertInfo: ODSAlertInformation(
                first: ActionInformation(action: { print("Tapped") }),
                second: ActionInformation(action: { print("Long Pressed") }),
                dismissAction: { print("Dismissed") }
            )
        )
        .frame(width: 730)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
