import OracleHarness
import SwiftUI

// o413: jjjjjeffrey/WordsLearner, SharedComparisonRowTests.sharedComparisonRowUnread, .2 (dark), @3x.
// What the test builds: unread: a SharedComparisonRow (a plain-style Button): the two words as chips
// (headline semibold in Word1Color and Word2Color on Word1Background and Word2Background, padded 10 by
// 4, radius 6) around "vs" (caption medium), the sentence (body, at most 2 lines), a clock symbol and
// the date formatted .abbreviated date and .shortened time in the recording machine's locale and time
// zone (the test sets neither), an 8 pt unread dot in Error, a chevron at 0.6 opacity; padded 16 on
// CardBackground, radius 12, a CardShadow shadow (radius 2, y 1), over AppColors.background; padded
// and framed 420 pt wide; "character" vs "characteristic", "The character of this wine is unique and
// shows the winery's attention to detail.", 1,700,000,000 s (2023-11-14 22:13:20 UTC).
// As the test builds it: assertSnapshot(of: view, as: .image(traits: .init(userInterfaceStyle:
// .dark))): size that fits, the host in that interface style.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SharedComparisonRow(
            comparison: ComparisonHistory(
                id: UUID(uuidString: "11111111-1111-1111-1111-111111111111")!,
                word1: "character",
                word2: "characteristic",
                sentence: "The character of this wine is unique and shows the winery's attention to detail.",
                response: "Sample response",
                date: Date(timeIntervalSince1970: 1_700_000_000),
                isRead: false
            )
        ) {}
        .padding()
        .frame(width: 420)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
