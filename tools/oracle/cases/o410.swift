import OracleHarness
import SwiftUI

// o410: jjjjjeffrey/WordsLearner, BackgroundTaskRowTests.backgroundTaskRowAllStates, .1 (light), @3x.
// What the test builds: four BackgroundTaskRows in a VStack spaced 16, padded, framed 500 pt wide, on
// AppColors.background: accept/except pending (the clock symbol, on FieldBackground), advice/advise
// generating (a ProgressView at 0.8 scale, on Info at 0.1 opacity), affect/effect completed (a green
// checkmark and the remove button, on Success at 0.1) and stationary/stationery failed with "Network
// error" (a red cross, the retry and remove buttons, on Error at 0.1); each row the two words
// (subheadline semibold, Word1Color and Word2Color) around "vs" (caption2), the sentence (caption, one
// line) and any error (caption2, one line), padded 12 on a radius-8 background.
// As the test builds it: assertSnapshot(of: view, as: .image(traits: .init(userInterfaceStyle:
// .light))): size that fits, the host in that interface style.
@MainActor func makeOracleView() -> AnyView {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let tasks: [BackgroundTask] = [
        BackgroundTask(id: UUID(uuidString: "aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa")!, word1: "accept", word2: "except", sentence: "I accept all of the terms.",
                       status: BackgroundTask.Status.pending.rawValue, response: "", error: nil, createdAt: now, updatedAt: now),
        BackgroundTask(id: UUID(uuidString: "bbbbbbbb-bbbb-bbbb-bbbb-bbbbbbbbbbbb")!, word1: "advice", word2: "advise", sentence: "Please give me some advice.",
                       status: BackgroundTask.Status.generating.rawValue, response: "", error: nil, createdAt: now, updatedAt: now),
        BackgroundTask(id: UUID(uuidString: "cccccccc-cccc-cccc-cccc-cccccccccccc")!, word1: "affect", word2: "effect", sentence: "How does this affect you?",
                       status: BackgroundTask.Status.completed.rawValue, response: "Some automated response.", error: nil, createdAt: now, updatedAt: now),
        BackgroundTask(id: UUID(uuidString: "dddddddd-dddd-dddd-dddd-dddddddddddd")!, word1: "stationary", word2: "stationery", sentence: "The car is stationary.",
                       status: BackgroundTask.Status.failed.rawValue, response: "", error: "Network error", createdAt: now, updatedAt: now)
    ]
    return AnyView(
        VStack(spacing: 16) {
            ForEach(tasks) { task in
                BackgroundTaskRow(task: task, onRemove: {}, onTap: {}, onRegenerate: {})
            }
        }
        .padding()
        .frame(width: 500)
        .background(AppColors.background)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
