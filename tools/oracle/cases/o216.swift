import OracleHarness
import SwiftUI

// o216: gmazzei/WBooks, LibraryCellTests.testLibraryCell, light, @2x.
// LibraryCell for the test's book: a 64 × 88 image box (empty URL) beside "Title" over "Author", a
// white card with corner 10 and a faint shadow, 120 pt tall (LibraryCell.swift and its view model,
// RemoteImage.swift, the models; BookDetailViewModel is a stub, stubs/o216).
// Snapshotted as the test does (swift-snapshot-testing 1.8.2, May 2021): assertSnapshot(matching:
// UIHostingController(rootView: view), as: .image(on: config.device), named: config.name) on the iPhone8(.landscape) configuration: a 667 × 375 screen, no safe area;
// the root centred in the safe area, no interface style (light), Dynamic Type medium (the
// configuration's traits). The reference is 2 px per point (the recording simulator's scale).
@MainActor func makeOracleView() -> AnyView {
    let book = Book(id: UUID(), title: "Title", author: "Author", image: "", year: 2021, genre: .novel)
    let viewModel = LibraryCellViewModel(book: book)
    return AnyView(LibraryCell(viewModel: viewModel))
}

let oracleLayout = OracleLayout.device(width: 667, height: 375, safeTop: 0, safeBottom: 0)
