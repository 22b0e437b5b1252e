import OracleHarness
import SwiftUI

// o272: lunij/netbob, BodyViewTests.test_bodyView_whenText, light, @3x.
// The body viewer of a small JSON body: a TextEditor of the pretty-printed JSON (monospaced 10),
// no navigation container. Snapshotted by the test's assertSnapshot(of:) helper: .image(layout:
// .device(config: .iPhoneSe), traits: light): the view as the root of a 320 x 568 screen, safe
// area 20 above, centred in it, iPhoneSe traits (content size medium); Sep 2024. The fakes and
// mocks are stubs/_apps/lunij+netbob/TestDoubles.swift.
@MainActor func makeOracleView() -> AnyView {
    let body = """
    {"key": "value"}
    """.data
    return AnyView(
        BodyView(state: BodyViewState(body: body))
    )
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
