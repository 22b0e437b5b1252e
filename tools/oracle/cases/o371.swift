import Combine
import OracleHarness
import SwiftUI

// o371: constzz/addmile-by-headway-test-task, BookListenerSnapshotTests.test_toggleView_listenMode, dark, @3x.
// What the test builds: ToggleView in the listen mode: the headphones and text.alignleft symbols (18
// pt bold, large scale) in 60 pt buttons across a 120 x 60 pt capsule (a 0.5-opacity gray 1 pt border
// over a Light fill), an AccentBlue 54 pt circle behind the selected one, its symbol Light and the
// other Dark; the mode from a CurrentValueSubject read on appear, animations off (isAnimating false).
// As the test builds it: assertImageSnapshot(ofView:name:config:), i.e. .image(layout: .device(config:
// ViewImageConfig(size: 400 x 200))) with the dark interface style in the config's traits: a host of
// that size, no safe area, the view centred.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ToggleView(
            listenScreenModePublisher: CurrentValueSubject(.listen),
            isAnimating: .constant(false)
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 200)
