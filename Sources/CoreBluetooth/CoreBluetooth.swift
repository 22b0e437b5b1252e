// `import CoreBluetooth`: Bluetooth LE as rows name it — a manager's state for a status banner, a
// peripheral's name and connection for a device row, UUIDs and characteristic values. A render has
// no radio: a central or peripheral manager stays `.unknown` (as on an iPhone before its first
// state update arrives), scans find nothing and connections are never made; objects a row is given
// carry what code sets.
@_exported import Foundation

/// A Bluetooth manager's state.
public enum CBManagerState: Int, Sendable, Hashable {
    case unknown, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// Whether the app may use Bluetooth.
public enum CBManagerAuthorization: Int, Sendable, Hashable {
    case notDetermined, restricted, denied, allowedAlways
}

/// A 16- or 128-bit Bluetooth identifier, written as Core Bluetooth writes it (upper-case hex).
public final class CBUUID: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let uuidString: String
    public init(string: String) { uuidString = string.uppercased() }
    public init(nsuuid: UUID) { uuidString = nsuuid.uuidString }
    public convenience init(data: Data) {
        self.init(string: data.map { String(format: "%02X", $0) }.joined())
    }
    public var data: Data {
        let hex = uuidString.replacingOccurrences(of: "-", with: "")
        var bytes: [UInt8] = []
        var i = hex.startIndex
        while let j = hex.index(i, offsetBy: 2, limitedBy: hex.endIndex), i < hex.endIndex {
            guard let byte = UInt8(hex[i..<j], radix: 16) else { break }
            bytes.append(byte); i = j
        }
        return Data(bytes)
    }
    public var description: String { uuidString }
    public static func == (a: CBUUID, b: CBUUID) -> Bool { a.uuidString == b.uuidString }
    public func hash(into hasher: inout Hasher) { hasher.combine(uuidString) }
}

/// Something a manager sees: a peripheral or a central, by identifier.
open class CBPeer: NSObject, @unchecked Sendable {
    public let identifier: UUID
    public init(identifier: UUID) { self.identifier = identifier }
}

/// A peripheral's connection.
public enum CBPeripheralState: Int, Sendable, Hashable { case disconnected, connecting, connected, disconnecting }

/// How a characteristic may be used.
public struct CBCharacteristicProperties: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = Self(rawValue: 0x01), read = Self(rawValue: 0x02)
    public static let writeWithoutResponse = Self(rawValue: 0x04), write = Self(rawValue: 0x08)
    public static let notify = Self(rawValue: 0x10), indicate = Self(rawValue: 0x20)
    public static let authenticatedSignedWrites = Self(rawValue: 0x40), extendedProperties = Self(rawValue: 0x80)
}

/// A service of a peripheral.
open class CBService: NSObject, @unchecked Sendable {
    public let uuid: CBUUID
    public let isPrimary: Bool
    open var characteristics: [CBCharacteristic]?
    public init(type uuid: CBUUID, primary isPrimary: Bool) { self.uuid = uuid; self.isPrimary = isPrimary }
}

/// A value of a service: its last value is what code set (nothing is read from a device).
open class CBCharacteristic: NSObject, @unchecked Sendable {
    public let uuid: CBUUID
    open var value: Data?
    open var properties: CBCharacteristicProperties
    open var isNotifying = false
    open weak var service: CBService?
    public init(type uuid: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
        self.uuid = uuid; self.properties = properties; self.value = value
    }
}

/// A characteristic of one's own peripheral (`CBPeripheralManager`).
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
    public struct Permissions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let readable = Self(rawValue: 1), writeable = Self(rawValue: 2)
        public static let readEncryptionRequired = Self(rawValue: 4), writeEncryptionRequired = Self(rawValue: 8)
    }
    public var permissions: Permissions
    public init(type uuid: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: Permissions) {
        self.permissions = permissions
        super.init(type: uuid, properties: properties, value: value)
    }
}

/// A service of one's own peripheral.
open class CBMutableService: CBService, @unchecked Sendable {}

/// What a peripheral tells its delegate: nothing arrives in a render.
public protocol CBPeripheralDelegate: AnyObject {}

/// A remote device as a row shows it: its name, identifier and connection. Nothing is discovered,
/// read or written in a render; reads report nothing.
open class CBPeripheral: CBPeer, @unchecked Sendable {
    open var name: String?
    open var state: CBPeripheralState = .disconnected
    open var services: [CBService]?
    open weak var delegate: CBPeripheralDelegate?
    /// A peripheral as code or a test makes one (on iOS only a central manager hands them out).
    public init(identifier: UUID = UUID(), name: String? = nil, state: CBPeripheralState = .disconnected) {
        self.name = name; self.state = state
        super.init(identifier: identifier)
    }
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    open func readValue(for characteristic: CBCharacteristic) {}
    open func readRSSI() {}
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    /// The write types a characteristic takes.
    public enum WriteType: Int, Sendable { case withResponse, withoutResponse }
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: WriteType) {}
    open func maximumWriteValueLength(for type: WriteType) -> Int { 20 }
}

/// What a manager tells its delegate. In a render its state stays `.unknown` and no update arrives.
public protocol CBCentralManagerDelegate: AnyObject {
    func centralManagerDidUpdateState(_ central: CBCentralManager)
}
public protocol CBPeripheralManagerDelegate: AnyObject {
    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
}

/// The base of both managers.
open class CBManager: NSObject, @unchecked Sendable {
    open var state: CBManagerState { .unknown }
    open class var authorization: CBManagerAuthorization { .notDetermined }
    open var authorization: CBManagerAuthorization { Self.authorization }
}

/// Scans for and connects to peripherals: in a render it finds none and connects to none.
open class CBCentralManager: CBManager, @unchecked Sendable {
    open weak var delegate: CBCentralManagerDelegate?
    open private(set) var isScanning = false
    public override init() {}
    public init(delegate: CBCentralManagerDelegate?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
    }
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) { isScanning = false }
    open func stopScan() { isScanning = false }
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

/// Advertises one's own services: in a render nothing is advertised.
open class CBPeripheralManager: CBManager, @unchecked Sendable {
    open weak var delegate: CBPeripheralManagerDelegate?
    open private(set) var isAdvertising = false
    public override init() {}
    public init(delegate: CBPeripheralManagerDelegate?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
    }
    open func add(_ service: CBMutableService) {}
    open func removeAllServices() {}
    open func startAdvertising(_ advertisementData: [String: Any]?) {}
    open func stopAdvertising() {}
}

/// Core Bluetooth's errors.
public struct CBError: Error, Sendable, Hashable {
    public enum Code: Int, Sendable {
        case unknown, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled
        case connectionTimeout, peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed
        case connectionLimitReached, unknownDevice, operationNotSupported
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

// The keys of scan options and advertisement data.
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
