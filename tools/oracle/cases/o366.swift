import Combine
import OracleHarness
import SwiftUI

// o366: constzz/addmile-by-headway-test-task, BookListenerSnapshotTests.test_playbackControlView, light, @3x.
// What the test builds: PlaybackControlView: previous (backward.end.fill), back 5 s (gobackward.5),
// play (play.fill), forward 10 s (goforward.10) and next (forward.end.fill) buttons in an HStack, each
// symbol in the Dark colour, title2 at the large image scale in a 50 x 50 pt frame
// (PlaybackControlViewButtonStyle); its three publishers are Empty, so the play symbol stays and no
// button is disabled.
// As the test builds it: assertImageSnapshot(ofView:name:config:), i.e. .image(layout: .device(config:
// ViewImageConfig(size: 300 x 200))) with the light interface style in the config's traits: a host of
// that size, no safe area, the view centred.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        PlaybackControlView(
            state: .init(previousAction: {}, reverseAction: {}, playAction: {}, pauseAction: {}, forwardAction: {}, nextAction: {}),
            isPlayActivePublisher: Empty().eraseToAnyPublisher(),
            isPreviousActivePublisher: Empty().eraseToAnyPublisher(),
            isNextActivePublisher: Empty().eraseToAnyPublisher()
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 200)
