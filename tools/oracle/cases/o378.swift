import Combine
import OracleHarness
import SwiftUI

// o378: constzz/addmile-by-headway-test-task, BookListenerSnapshotTests.test_speedChangeView, light, @3x.
// What the test builds: SpeedChangeView: the button "Speed x0.25" (13 pt medium, the Dark colour)
// padded 10 on DarkBiege with corner radius 6, in a plain button style; the value from a
// CurrentValueSubject into @State on receive.
// As the test builds it: assertImageSnapshot(ofView:name:config:), i.e. .image(layout: .device(config:
// ViewImageConfig(size: 300 x 200))) with the light interface style in the config's traits: a host of
// that size, no safe area, the view centred.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SpeedChangeView(
            changePlaybackSpeed: PassthroughSubject(),
            speedValueFormattedPublisher: CurrentValueSubject("0.25").eraseToAnyPublisher()
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 200)
