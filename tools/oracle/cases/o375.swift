import Combine
import OracleHarness
import SwiftUI

// o375: constzz/addmile-by-headway-test-task, BookListenerSnapshotTests.test_chapterInfoView, dark, @3x.
// What the test builds: ChapterInfoView: the subtitle "1 of 4" (14 pt semibold, gray, upper-cased)
// over the title "title" (16 pt, centred, at most 45 pt tall), padded 40 horizontally; both strings
// from CurrentValueSubjects into @State on receive.
// As the test builds it: assertImageSnapshot(ofView:name:config:), i.e. .image(layout: .device(config:
// ViewImageConfig(size: 300 x 200))) with the dark interface style in the config's traits: a host of
// that size, no safe area, the view centred.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        ChapterInfoView(
            subtitlePublisher: CurrentValueSubject("1 of 4").eraseToAnyPublisher(),
            mainTitlePublisher: CurrentValueSubject("title").eraseToAnyPublisher()
        )
    )
}

let oracleLayout = OracleLayout.fixed(width: 300, height: 200)
