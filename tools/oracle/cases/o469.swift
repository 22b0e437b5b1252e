import OracleHarness
import SwiftUI

// o469: joseluissanchezporrogodoy/kata-desing-system-ios, DSAlertViewSnapshotTests.testDSAlertViewWithSuccessStyle, light, @3x.
// What the test builds: the success alert: the catalog's Success icon, "Success: This is a notification message." in
// SuccessText on the Success fill, the Cross dismiss image at the trailing end.
// The alert's text is .custom("Roboto", size: 16) with 4 pt line spacing (no Roboto ships with the
// package, so iOS falls back to the system font); an HStack padded 12 horizontally on the style's fill,
// clipped to an 8 pt rounded rectangle, padded 12 outside.
// As the test builds it: the view framed 730 pt wide, assertSnapshot(of:as: .image): a SwiftUI
// view's default strategy, sizeThatFits, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        DSAlertView(
            message: "This is a notification message.",
            style: .success,
            showIcon: true,
            alertInfo: ODSAlertInformation(first: nil, second: nil, dismissAction: nil)
        )
        .frame(width: 730)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
