import OracleHarness
import SwiftUI

// o154: V8tr/SnapshotTestingSwiftUI, SendButtonTests.testRightToLeft, light, @3x.
// SendButton: a Button labelled with an HStack of square.and.arrow.up and
// Text("common.button.send") (en.lproj: "Send", ru.lproj: "Отправить"), in the accent colour.
// Framed 150 × 50, then .environment(\.layoutDirection, .rightToLeft).
// Snapshotted with the test's .image(size:) for SwiftUI views: the view as the root of a
// UIHostingController, Snapshotting<UIViewController, UIImage>.image(size:) of swift-snapshot-testing
// 1.7.2 (2020, iOS 13): a host of exactly that size, no safe area, the system background, light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SendButton()
            .frame(width: 150, height: 50)
            .environment(\.layoutDirection, .rightToLeft)
    )
}

let oracleLayout = OracleLayout.fixed(width: 150, height: 50)
