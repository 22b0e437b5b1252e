// Stubs for XITRIX/iTorrent iTorrent/Screens/TorrentDetails/Cells/TorrentDetailProgress/
// TorrentDetailProgressCellView.swift: its view model (TorrentDetailProgressCellViewModel.swift) and
// SegmentedProgressView (Components/Views/UISegmentedProgressView.swift, a UIKit bar in the app), drawn
// here as one tinted bar per piece group. Our own test doubles.
import MvvmFoundation
import SwiftUI

final class TorrentDetailProgressCellViewModel: BaseViewModel, ObservableObject {
    @Published var title: String = ""
    @Published var progress: Double = 0
    @Published var segmentedProgress: [Double] = [0]

    init(title: String = "", progress: Double = 0, segmentedProgress: [Double] = [0]) {
        self.title = title
        self.progress = progress
        self.segmentedProgress = segmentedProgress
        super.init()
    }

    required init() {
        super.init()
    }

    override func hash(into hasher: inout Hasher) {
        hasher.combine(title)
    }
}

struct SegmentedProgressView: View {
    @Binding var progress: [Double]

    var body: some View {
        GeometryReader { proxy in
            let piece = proxy.size.width / CGFloat(max(progress.count, 1))
            ZStack(alignment: .leading) {
                ForEach(progress.indices, id: \.self) { index in
                    Rectangle()
                        .fill(.tint)
                        .frame(width: piece * CGFloat(progress[index]))
                        .offset(x: piece * CGFloat(index))
                }
            }
        }
        .frame(height: 4)
    }
}
