import OracleHarness
import SwiftUI

// o131: fespinoza/sample-json-app, HelloWorldViewTests.testView, light, @3x.
// HelloWorldView: a globe symbol (imageScale .large, the tint style) over
// Text("Hello, world!", comment:), in a padded VStack. The test snapshots
// UIHostingController(rootView: HelloWorldView()) with .image(on: .iPhone13Pro): a 390 × 844
// screen, safe area 47 above and 34 below, the view centred in the rest, iPhone13Pro traits
// (content size medium), no interface style (light), the hosting view's system background.
@MainActor func makeOracleView() -> AnyView {
    AnyView(HelloWorldView())
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
