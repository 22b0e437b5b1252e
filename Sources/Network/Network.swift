// `import Network`: the path monitor rows and their models use to show whether the device is
// online. A render's device is online on Wi-Fi (as a simulator on a Mac is): a monitor reports
// that path when it starts, at once, so a frame never waits on the network. No connection is made.
@_exported import Foundation

/// A network interface (`en0`, Wi-Fi).
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    public enum InterfaceType: Hashable, Sendable { case other, wifi, cellular, wiredEthernet, loopback }
    public let name: String
    public let type: InterfaceType
    public let index: Int
    public var debugDescription: String { name }
}

/// A network path: how the device would reach the network.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    public enum Status: Equatable, Sendable { case satisfied, unsatisfied, requiresConnection }
    public enum UnsatisfiedReason: Equatable, Sendable { case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive }
    public let status: Status
    public let availableInterfaces: [NWInterface]
    public let isExpensive: Bool
    public let isConstrained: Bool
    public let supportsIPv4: Bool, supportsIPv6: Bool, supportsDNS: Bool
    public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { availableInterfaces.contains { $0.type == type } }
    public var debugDescription: String { "\(status)" }

    /// The render's device: online on Wi-Fi, neither expensive nor constrained. A monitor that
    /// requires another interface type sees no usable path.
    static func device(requiring required: NWInterface.InterfaceType?, prohibiting prohibited: [NWInterface.InterfaceType]) -> NWPath {
        let wifi = NWInterface(name: "en0", type: .wifi, index: 1)
        let usable = (required == nil || required == .wifi) && !prohibited.contains(.wifi)
        return NWPath(status: usable ? .satisfied : .unsatisfied, availableInterfaces: usable ? [wifi] : [], isExpensive: false,
                      isConstrained: false, supportsIPv4: usable, supportsIPv6: usable, supportsDNS: usable)
    }
}

/// Watches the network path. `start(queue:)` reports the render's device path to
/// `pathUpdateHandler` at once (the path never changes during a render).
public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: ((NWPath) -> Void)?
    public var cancelHandler: (() -> Void)?
    public private(set) var queue: DispatchQueue?
    public let currentPath: NWPath

    public init() { currentPath = .device(requiring: nil, prohibiting: []) }
    public init(requiredInterfaceType: NWInterface.InterfaceType) { currentPath = .device(requiring: requiredInterfaceType, prohibiting: []) }
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) { currentPath = .device(requiring: nil, prohibiting: prohibitedInterfaceTypes) }

    public func start(queue: DispatchQueue) {
        self.queue = queue
        pathUpdateHandler?(currentPath)
    }
    public func cancel() { cancelHandler?() }
}
