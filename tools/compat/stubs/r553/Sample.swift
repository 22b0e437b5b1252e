import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        Section {
            TorrentDetailProgressCellView(viewModel: .init(title: "Progress", progress: 0.53,
                                                           segmentedProgress: [1, 1, 0.8, 0.4, 0, 0.2, 1, 0.6]))
            TorrentDetailProgressCellView(viewModel: .init(title: "Availability", progress: 1,
                                                           segmentedProgress: [1]))
        }
    }
    .listStyle(.insetGrouped)
}
