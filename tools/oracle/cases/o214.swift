import OracleHarness
import SwiftUI

// o214: gmazzei/WBooks, CommentCellTests.testCommentCell, light, @2x.
// CommentCell for the test's comment: a 64 pt circle (the RemoteImage of an empty URL: an empty image)
// beside "John Smith" over "Nice book!", padded 16 on white (CommentCell.swift and its view model,
// RemoteImage.swift, the models).
// Snapshotted as the test does (swift-snapshot-testing 1.8.2, May 2021): assertSnapshot(matching:
// UIHostingController(rootView: view), as: .image(on: config.device), named: config.name) on the iPhoneSe configuration: a 320 × 568 screen, 20 pt safe area above;
// the root centred in the safe area, no interface style (light), Dynamic Type medium (the
// configuration's traits). The reference is 2 px per point (the recording simulator's scale).
@MainActor func makeOracleView() -> AnyView {
    let user = User(username: "John Smith", image: "")
    let book = Book(id: UUID(), title: "Title", author: "Author", image: "", year: 2021, genre: .novel)
    let comment = Comment(user: user, book: book, content: "Nice book!")
    let viewModel = CommentCellViewModel(comment: comment)
    return AnyView(CommentCell(viewModel: viewModel))
}

let oracleLayout = OracleLayout.device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
