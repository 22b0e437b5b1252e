import Combine
import SwiftUI

// juanjo72/CoatOfArms at f83343f, Game/ViewModels/ChoiceButtonViewModel.swift: the view-model
// protocol ChoiceButton and the test's PreviewChoiceButtonViewModel conform to (the file's concrete
// view model needs the game's router, storage repository and sound player, which the snapshot
// does not use).
protocol ChoiceButtonViewModelProtocol: ObservableObject {
    var countryCode: CountryCode { get }
    var label: String { get }
    var tint: Color { get }
    func viewWillAppear() async
    func userDidTap() async
}
