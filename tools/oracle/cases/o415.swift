import OracleHarness
import SwiftUI

// o415: jjjjjeffrey/WordsLearner, SharedComparisonRowTests.sharedComparisonRowRead, .2 (dark), @3x.
// What the test builds: read: a SharedComparisonRow (a plain-style Button): the two words as chips
// (headline semibold in Word1Color and Word2Color on Word1Background and Word2Background, padded 10 by
// 4, radius 6) around "vs" (caption medium), the sentence (body, at most 2 lines), a clock symbol and
// the date formatted .abbreviated date and .shortened time in the recording machine's locale and time
// zone (the test sets neither) (no unread dot), a chevron at 0.6 opacity; padded 16 on CardBackground,
// radius 12, a CardShadow shadow (radius 2, y 1), over AppColors.background; padded and framed 420 pt
// wide; "affect" vs "effect", "How does this change affect the final result?", one hour before
// 1,700,000,000 s (2023-11-14 21:13:20 UTC).
// As the test builds it: assertSnapshot(of: view, as: .image(traits: .init(userInterfaceStyle:
// .dark))): size that fits, the host in that interface style.
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        SharedComparisonRow(
            comparison: ComparisonHistory(
                id: UUID(uuidString: "22222222-2222-2222-2222-222222222222")!,
                word1: "affect",
                word2: "effect",
                sentence: "How does this change affect the final result?",
                response: "Another response",
                date: Date(timeIntervalSince1970: 1_700_000_000 - 3600),
                isRead: true
            )
        ) {}
        .padding()
        .frame(width: 420)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
