import Foundation
// Stub of passepartoutvpn/passepartout's local module CommonLibrary, which re-exports CommonIAP and the
// Partout library: the types the corpus rows use (CommonIAP/Domain/AppFeature.swift; Partout's
// ExtendedEndpoint, reduced to the address and protocol the rows read).

public enum AppFeature: String, CaseIterable {
    case appleTV
    case dns
    case httpProxy
    case onDemand
    case otp
    case providers
    case routing
    case sharing
}

extension AppFeature: Identifiable {
    public var id: String { rawValue }
}

/// An endpoint address (a hostname or IP address).
public struct Address: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init?(rawValue: String) { self.rawValue = rawValue }
}

public enum IPSocketType: String, Hashable, Sendable {
    case udp = "UDP"
    case tcp = "TCP"
    case udp4 = "UDP4"
    case tcp4 = "TCP4"
    case udp6 = "UDP6"
    case tcp6 = "TCP6"
}

public struct EndpointProtocol: Hashable, Sendable {
    public let socketType: IPSocketType
    public let port: UInt16

    public init(_ socketType: IPSocketType, _ port: UInt16) {
        self.socketType = socketType
        self.port = port
    }
}

/// An address with the protocol (socket type and port) to reach it on.
public struct ExtendedEndpoint: Hashable, Sendable {
    public let address: Address
    public let proto: EndpointProtocol

    public init(_ address: Address, _ proto: EndpointProtocol) {
        self.address = address
        self.proto = proto
    }

    public init?(_ address: String, _ proto: EndpointProtocol) {
        guard let address = Address(rawValue: address) else { return nil }
        self.init(address, proto)
    }
}
