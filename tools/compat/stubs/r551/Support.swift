// Stubs for XITRIX/iTorrent iTorrent/Screens/TorrentList/Cells/TorrentListItem.swift: its view model
// (TorrentListItemViewModel.swift), reduced to the published texts and progress the cell shows. Our own
// test double.
import MvvmFoundation
import LibTorrent
import SwiftUI

final class TorrentListItemViewModel: BaseViewModelWith<TorrentHandle>, MvvmSelectableProtocol, ObservableObject, Identifiable {
    var selectAction: (() -> Void)?

    @Published var title: String = ""
    @Published var progressText: String = ""
    @Published var statusText: String = ""
    @Published var progress: Double = 0

    convenience init(title: String, progressText: String, statusText: String, progress: Double) {
        self.init()
        self.title = title
        self.progressText = progressText
        self.statusText = statusText
        self.progress = progress
    }

    override func prepare(with model: TorrentHandle) {
        title = model.name
    }

    override func hash(into hasher: inout Hasher) {
        hasher.combine(title)
    }

    func removeTorrent() {}
}
