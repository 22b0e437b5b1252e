import Foundation

// Stub of f3rn4d0n/BitsoChallenge's iOSChallengeEntities module: only what DSErrorAlert and its
// preview configurations use. An error the app shows in an alert: a title, a detail text and one or
// two actions, each a button title with an optional async handler.
public struct ErrorDetailAction {
    public var title: String
    public var action: (() async -> Void)?

    public init(title: String, action: (() async -> Void)? = nil) {
        self.title = title
        self.action = action
    }
}

public struct ErrorDetail {
    public var title: String
    public var detail: String
    public var firstAction: ErrorDetailAction
    public var secondAction: ErrorDetailAction?

    public init(title: String, detail: String, firstAction: ErrorDetailAction, secondAction: ErrorDetailAction? = nil) {
        self.title = title
        self.detail = detail
        self.firstAction = firstAction
        self.secondAction = secondAction
    }
}
