import Combine
import OracleHarness
import SwiftUI

// o368: constzz/addmile-by-headway-test-task, BookListenerSnapshotTests.test_sliderView_empty, light, @3x.
// What the test builds: SliderView at value 0: the labels "00:00" and "1:14" (from
// CurrentValueSubjects) either side of a 250 x 10 pt track (a DarkBiege capsule), its AccentBlue fill
// and a 25 pt AccentBlue thumb, padded 12.
// As the test builds it: assertImageSnapshot(ofView:name:config:), i.e. .image(layout: .device(config:
// ViewImageConfig(size: 400 x 200))) with the light interface style in the config's traits: a host of
// that size, no safe area, the view centred.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SliderView(
            valuePublisher: CurrentValueSubject(0.0).eraseToAnyPublisher(),
            leftLabelValuePublisher: CurrentValueSubject("00:00").eraseToAnyPublisher(),
            rightLabelValuePublisher: CurrentValueSubject("1:14").eraseToAnyPublisher(),
            changeSubject: PassthroughSubject()
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 400, height: 200)
