import Foundation
import SwiftUI
// Stub of Convos's ConvosCore package (xmtplabs/convos-ios ConvosCore/Sources/ConvosCore): the Contact
// model, agent verification and the image-cache protocol the Convos rows use. DesignConstants, which the
// app's ConvosComposer package declares, is declared here, where both rows can see it (one of them
// imports only ConvosCore). Test doubles.

public protocol ImageCacheable: Sendable {}

public enum AgentVerification: Hashable, Sendable {
    case unverified
    case verified(Issuer)

    public enum Issuer: String, Hashable, Sendable {
        case convos
        case userOAuth = "user-oauth"
        case unknown
    }

    public var isVerified: Bool {
        if case .verified = self { return true }
        return false
    }
}

public struct Contact: Hashable, Identifiable, Sendable, ImageCacheable {
    public var id: String { inboxId }
    public let inboxId: String
    public let displayName: String?
    public let avatarURL: String?
    public let addedAt: Date
    public let isBlocked: Bool
    public let agentVerification: AgentVerification?
    public let agentTemplateId: String?
    public let profileEmoji: String?

    public init(inboxId: String, displayName: String?, avatarURL: String? = nil, addedAt: Date = Date(),
                isBlocked: Bool = false, agentVerification: AgentVerification? = nil, agentTemplateId: String? = nil,
                profileEmoji: String? = nil) {
        self.inboxId = inboxId
        self.displayName = displayName
        self.avatarURL = avatarURL
        self.addedAt = addedAt
        self.isBlocked = isBlocked
        self.agentVerification = agentVerification
        self.agentTemplateId = agentTemplateId
        self.profileEmoji = profileEmoji
    }

    public var isVerifiedAgent: Bool { agentVerification?.isVerified == true }
    public var isAgent: Bool { agentVerification != nil || agentTemplateId != nil }

    /// The name, or "Agent"/"Somebody" for an unnamed contact.
    public var resolvedDisplayName: String {
        if let displayName, !displayName.isEmpty { return displayName }
        return isAgent ? "Agent" : "Somebody"
    }

    public static func mock(displayName: String?, agentVerification: AgentVerification? = nil,
                            isBlocked: Bool = false) -> Contact {
        Contact(inboxId: "inbox-\(displayName ?? "anon")", displayName: displayName, isBlocked: isBlocked,
                agentVerification: agentVerification)
    }
}

public enum DesignConstants {
    public enum Spacing {
        public static let stepHalf: CGFloat = 2
        public static let stepX: CGFloat = 4
        public static let step2x: CGFloat = 8
        public static let step3x: CGFloat = 12
        public static let step4x: CGFloat = 16
        public static let step10x: CGFloat = 40
    }

    public enum CornerRadius {
        public static let small: CGFloat = 8
        public static let regular: CGFloat = 12
        public static let medium: CGFloat = 16
    }
}
