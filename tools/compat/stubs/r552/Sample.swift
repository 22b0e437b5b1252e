import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The torrent details screen: a grouped list of title/detail cells.
    List {
        Section("Info") {
            DetailCellView(viewModel: .init(title: "Size", detail: "5.8 GB"))
            DetailCellView(viewModel: .init(title: "Downloaded", detail: "3.1 GB"))
            DetailCellView(viewModel: .init(title: "Ratio", detail: "0.42", isEnabled: false))
        }
        Section {
            DetailCellView(viewModel: .init(title: "Comment",
                                            detail: "Ubuntu CD releases.ubuntu.com — the official desktop image for 64-bit PC (AMD64) computers, Noble Numbat long-term support release."))
        }
    }
    .listStyle(.insetGrouped)
}
