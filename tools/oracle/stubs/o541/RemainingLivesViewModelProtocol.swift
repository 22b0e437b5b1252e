import Combine
import Foundation

// juanjo72/CoatOfArms at f02792d, ViewModels/RemainingLivesViewModel.swift: the view-model protocol
// RemainingLivesView and the test's RemainingLivesViewModel_Double conform to (the file's concrete
// view model needs the game's repository and settings, which the snapshot does not use).
protocol RemainingLivesViewModelProtocol: ObservableObject {
    var numberOfLives: Int { get }
    var totalLives: Int { get }
}
