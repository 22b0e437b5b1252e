import Combine
import Foundation

// juanjo72/CoatOfArms at f02792d, ViewModels/MultipleChoiceViewModel.swift: the view-model protocol
// MultipleChoiceView and the test's MultipleChoiceViewModelDouble_* conform to (the file's concrete
// view model needs the game's repository, settings and locale, which the snapshot does not use).
protocol MultipleChoiceViewModelProtocol: ObservableObject {
    var isEnabled: Bool { get }
    var choiceButtons: [ChoiceButtonViewData] { get }
    func viewWillAppear() async
    func userDidHit(code: CountryCode) async
}
