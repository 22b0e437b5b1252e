// Stand-in for delta-client's DeltaCore module (Sources/Core): the server descriptor, the status a ping
// returns, the pinger that publishes it (no connection is made here; a sample hands it its result) and
// the protocol version the client speaks (Constants.swift). Our own test double with the module's names.
import Foundation
import Combine

public enum Constants {
    public static let protocolVersion = 736
}

public struct ServerDescriptor: Equatable, Hashable, Codable, CustomStringConvertible {
    public var name: String
    public var host: String
    public var port: UInt16?

    public init(name: String, host: String, port: UInt16? = nil) {
        self.name = name
        self.host = host
        self.port = port
    }

    public var description: String { port.map { "\(host):\($0)" } ?? host }
}

public struct StatusResponse: Decodable {
    public struct Version: Decodable {
        public var name: String
        public var protocolVersion: Int

        public init(name: String, protocolVersion: Int) {
            self.name = name
            self.protocolVersion = protocolVersion
        }
    }

    public var version: Version

    public init(version: Version) { self.version = version }
}

public enum PingError: LocalizedError {
    case connectionFailed(Error?)
    case timedOut
}

public class Pinger: ObservableObject {
    @Published public var response: Result<StatusResponse, PingError>?
    public let descriptor: ServerDescriptor
    public var shouldPing = false
    public var isConnecting = false

    public init(_ descriptor: ServerDescriptor) {
        self.descriptor = descriptor
    }

    /// A pinger whose ping has already come back (or not), for samples.
    public convenience init(_ descriptor: ServerDescriptor, response: Result<StatusResponse, PingError>?) {
        self.init(descriptor)
        self.response = response
    }

    public func ping() {}
}
