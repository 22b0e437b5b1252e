// Stubs for XITRIX/iTorrent iTorrent/Components/Cells/DetailCell/DetailCellView.swift: its view model
// (DetailCellViewModel.swift, the published title and detail fields). Our own test double.
import MvvmFoundation
import SwiftUI

final class DetailCellViewModel: BaseViewModel, ObservableObject, MvvmSelectableProtocol, MvvmLongPressProtocol {
    var selectAction: (() -> Void)?
    var longPressAction: (() -> Void)?

    @Published var title: String = ""
    @Published var detail: String = ""
    @Published var spacer: Double = 0
    @Published var isBold: Bool = true
    @Published var isEnabled: Bool = true

    init(title: String = "", detail: String = "", spacer: Double = 24, isBold: Bool = true,
         isEnabled: Bool = true, selectAction: (() -> Void)? = nil) {
        self.title = title
        self.detail = detail
        self.spacer = spacer
        self.isBold = isBold
        self.isEnabled = isEnabled
        self.selectAction = selectAction
        super.init()
    }

    required init() {
        super.init()
    }

    override func hash(into hasher: inout Hasher) {
        hasher.combine(title)
    }
}
