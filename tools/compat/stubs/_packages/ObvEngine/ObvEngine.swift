// Stub of Olvid's ObvEngine module (Sources/Engine/ObvEngine): how a contact came to be trusted
// (ObvTrustOrigin) and the contact identity with its display name. Our own test double; the engine's
// cryptographic identities are left out.
import Foundation

public enum ObvDisplayNameStyle {
    case firstNameThenLastName
    case full
    case short
}

public struct ObvIdentityCoreDetails: Hashable {
    public let firstName: String?
    public let lastName: String?
    public let company: String?
    public init(firstName: String?, lastName: String?, company: String? = nil) {
        self.firstName = firstName
        self.lastName = lastName
        self.company = company
    }
    public func getDisplayNameWithStyle(_ style: ObvDisplayNameStyle) -> String {
        let name = [firstName, lastName].compactMap { $0 }.joined(separator: " ")
        switch style {
        case .firstNameThenLastName, .short: return name
        case .full: return [name, company].compactMap { $0 }.joined(separator: " (") + (company == nil ? "" : ")")
        }
    }
}

public struct ObvIdentityDetails: Hashable {
    public let coreDetails: ObvIdentityCoreDetails
    public init(coreDetails: ObvIdentityCoreDetails) { self.coreDetails = coreDetails }
}

public struct ObvContactIdentity: Hashable {
    public let trustedIdentityDetails: ObvIdentityDetails
    public init(trustedIdentityDetails: ObvIdentityDetails) { self.trustedIdentityDetails = trustedIdentityDetails }
}

public enum ObvTrustOrigin: Hashable {
    case direct(timestamp: Date)
    case group(timestamp: Date, groupOwner: ObvContactIdentity?)
    case introduction(timestamp: Date, mediator: ObvContactIdentity?)
    case keycloak(timestamp: Date, keycloakServer: URL)
    case serverGroupV2(timestamp: Date, groupIdentifier: String)

    public var date: Date {
        switch self {
        case .direct(let date), .group(let date, _), .introduction(let date, _), .keycloak(let date, _), .serverGroupV2(let date, _):
            return date
        }
    }
}
