// Stub of Flipcash's FlipcashCore package (FlipcashCore/ in code-payments/code-ios-app): DestinationMetadata,
// what the withdraw screen learns about a pasted address (its kind). Our own test double: no keys, no fee.
import Foundation

public struct DestinationMetadata: Sendable {
    public enum Kind: Int, Sendable {
        case unknown
        case token
        case owner
    }

    public let isValid: Bool
    public let kind: Kind
    public let requiresInitialization: Bool

    public init(kind: Kind, isValid: Bool, requiresInitialization: Bool = false) {
        self.kind = kind
        self.isValid = isValid
        self.requiresInitialization = requiresInitialization
    }
}
