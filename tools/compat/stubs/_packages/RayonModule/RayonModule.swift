// Stub of Rayon's RayonModule package (Foundation/RayonModule in Lakr233/Rayon): the store and the identity
// and snippet records with their groups, as the mRayon rows use them. Our own test double: nothing is
// persisted and no keychain is read.
import Foundation
import Combine

public struct RDIdentity: Codable, Identifiable, Equatable {
    public var id: UUID
    public var username: String
    public var password: String
    public var privateKey: String
    public var publicKey: String
    public var lastRecentUsed: Date
    public var comment: String
    public var group: String
    public var authenticAutomatically: Bool

    public init(id: UUID = UUID(), username: String = "", password: String = "", privateKey: String = "",
                publicKey: String = "", lastRecentUsed: Date = Date(timeIntervalSince1970: 0), comment: String = "",
                group: String = "", authenticAutomatically: Bool = true) {
        self.id = id
        self.username = username
        self.password = password
        self.privateKey = privateKey
        self.publicKey = publicKey
        self.lastRecentUsed = lastRecentUsed
        self.comment = comment
        self.group = group
        self.authenticAutomatically = authenticAutomatically
    }

    public func shortDescription() -> String {
        var kinds: [String] = []
        if !password.isEmpty { kinds.append("Password") }
        if !privateKey.isEmpty { kinds.append("Private Key") }
        return kinds.isEmpty ? "No credential" : kinds.joined(separator: ", ")
    }
}

public struct RDSnippet: Codable, Identifiable, Equatable {
    public var id: UUID
    public var name: String
    public var group: String
    public var code: String
    public var comment: String
    public var attachment: [String: String]

    public init(id: UUID = UUID(), name: String = "", group: String = "", code: String = "", comment: String = "",
                attachment: [String: String] = [:]) {
        self.id = id
        self.name = name
        self.group = group
        self.code = code
        self.comment = comment
        self.attachment = attachment
    }

    public func getSFAvatar() -> String {
        attachment["sf.avatar"] ?? "chevron.left.forwardslash.chevron.right"
    }
}

public struct RDIdentityGroup: Codable, Identifiable {
    public typealias AssociatedType = RDIdentity
    public var id = UUID()
    public private(set) var identities: [AssociatedType] = []
    public init() {}

    public mutating func insert(_ value: AssociatedType) {
        if let index = identities.firstIndex(where: { $0.id == value.id }) {
            identities[index] = value
        } else {
            identities.append(value)
        }
    }

    public subscript(_ id: AssociatedType.ID) -> AssociatedType {
        get { identities.first { $0.id == id } ?? AssociatedType(id: id) }
        set { insert(newValue) }
    }

    public mutating func delete(_ value: AssociatedType.ID) {
        identities.removeAll { $0.id == value }
    }
}

public struct RDSnippetGroup: Codable, Identifiable, Equatable {
    public typealias AssociatedType = RDSnippet
    public var id = UUID()
    public private(set) var snippets: [AssociatedType] = []
    public init() {}

    public mutating func insert(_ value: AssociatedType) {
        if let index = snippets.firstIndex(where: { $0.id == value.id }) {
            snippets[index] = value
        } else {
            snippets.append(value)
        }
    }

    public subscript(_ id: AssociatedType.ID) -> AssociatedType {
        get { snippets.first { $0.id == id } ?? AssociatedType(id: id) }
        set { insert(newValue) }
    }

    public mutating func delete(_ value: AssociatedType.ID) {
        snippets.removeAll { $0.id == value }
    }
}

public final class RayonStore: ObservableObject {
    public static let shared = RayonStore()
    @Published public var identityGroup = RDIdentityGroup()
    @Published public var snippetGroup = RDSnippetGroup()
    public init() {}
}
