// The snapshot target's Utility/MockSwiftUIViewModel.swift (DanijelHuis/ArchitectureDemo, Feedy
// PresentationMVISnapshotTests): a view model that holds the state the test gives it and ignores
// every action.

class MockSwiftUIViewModel<State, Action>: SwiftUIViewModel {
    var effectManager = EffectManager()
    var state: State

    init(state: State) {
        self.state = state
    }

    func send(_ action: Action) {}
}

typealias MockSwiftUIViewModelOf<T: SwiftUIViewModel> = MockSwiftUIViewModel<T.State, T.Action>
