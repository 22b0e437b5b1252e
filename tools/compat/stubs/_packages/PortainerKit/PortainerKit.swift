import Foundation
// Stub of PortainerKit (rrroyal/PortainerKit, Harbour's Portainer API models): the API corpus rows use.

public struct Port: Hashable, Codable, Sendable {
    public let ip: String?
    public let privatePort: UInt16?
    public let publicPort: UInt16?
    public let type: String?
    public init(ip: String? = nil, privatePort: UInt16? = nil, publicPort: UInt16? = nil, type: String? = nil) {
        self.ip = ip; self.privatePort = privatePort; self.publicPort = publicPort; self.type = type
    }
}

public struct Mount: Hashable, Codable, Sendable {
    public let source: String?
    public let destination: String?
    public init(source: String? = nil, destination: String? = nil) { self.source = source; self.destination = destination }
}

public struct Container: Identifiable, Hashable, Codable, Sendable {
    public enum State: String, Hashable, Codable, CaseIterable, Sendable {
        case created, running, paused, restarting, removing, exited, dead
    }

    public let id: String
    public let names: [String]?
    public let image: String?
    public let imageID: String?
    public let command: String?
    public let created: Date?
    public let ports: [Port]?
    public let labels: [String: String]?
    public let state: State?
    public let status: String?
    public let mounts: [Mount]?

    public init(id: String, names: [String]? = nil, image: String? = nil, imageID: String? = nil, command: String? = nil,
                created: Date? = nil, ports: [Port]? = nil, labels: [String: String]? = nil, state: State? = nil,
                status: String? = nil, mounts: [Mount]? = nil) {
        self.id = id; self.names = names; self.image = image; self.imageID = imageID; self.command = command
        self.created = created; self.ports = ports; self.labels = labels; self.state = state; self.status = status
        self.mounts = mounts
    }
}

public struct Endpoint: Identifiable, Hashable, Codable, Sendable {
    public let id: Int
    public let name: String?
    public init(id: Int, name: String? = nil) { self.id = id; self.name = name }
}
