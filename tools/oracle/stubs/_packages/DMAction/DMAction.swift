import Foundation

// Stand-in for nikolay-dementiev/DMAction (the package DMUnLoader re-exports): an action is a
// closure handed a completion for its result, with an attempt count for retries. Only what the
// cases' views touch is restated: the protocol, its plain-closure form, and the button action
// built from a closure (with or without the completion).

public protocol DMAction {
    typealias ResultType = Result<Any, Error>
    typealias ActionType = (@escaping (ResultType) -> Void) -> Void

    var currentAttempt: UInt { get }
    var id: UUID { get }
    var action: ActionType { get }
    var simpleAction: () -> Void { get }
}

public extension DMAction {
    /// Runs the action, ignoring its result.
    var simpleAction: () -> Void {
        { self.action { _ in } }
    }
}

public struct DMButtonAction: DMAction {
    public let currentAttempt: UInt
    public let id = UUID()
    public let action: ActionType

    /// An action that reports its result through the completion it is given.
    public init(_ action: @escaping ActionType) {
        self.currentAttempt = 0
        self.action = action
    }

    /// An action that just runs the closure and succeeds.
    public init(_ simpleAction: @escaping () -> Void) {
        self.init({ completion in
            simpleAction()
            completion(.success(()))
        })
    }
}
