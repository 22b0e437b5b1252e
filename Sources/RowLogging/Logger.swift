// `import os`, `import os.log` and `import OSLog`, which IOSSources reads as `import RowLogging`:
// unified logging as rows call it — `Logger` and its messages, `OSLog` and
// `os_log`. A render keeps no log: messages are built lazily and dropped, as on a device
// nothing reads them. Foundation comes with it, as it does with Apple's `OSLog` (a logger file
// that imports only OSLog reads `Bundle.main`).
@_exported import Foundation

/// A log (subsystem and category): messages to it go nowhere.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")
}
/// How important a message is.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00), info = OSLogType(rawValue: 0x01), debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10), fault = OSLogType(rawValue: 0x11)
}
/// Logs a message (dropped).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {}
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {}
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {}

/// How much a value in a log message is hidden.
public struct OSLogPrivacy: Sendable, Equatable {
    let name: String
    public static let auto = OSLogPrivacy(name: "auto"), `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private"), sensitive = OSLogPrivacy(name: "sensitive")
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public struct Mask: Sendable, Equatable { public static let hash = Mask(), none = Mask() }
}
/// How an integer in a log message is written.
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting(), hex = OSLogIntegerFormatting(), octal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .init() }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .init() }
}
/// How a floating-point number in a log message is written.
public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting(), exponential = OSLogFloatFormatting(), hybrid = OSLogFloatFormatting()
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .init() }
}
/// How a value is padded in a log message.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func right(columns: Int) -> OSLogStringAlignment { .init() }
    public static func left(columns: Int) -> OSLogStringAlignment { .init() }
}

/// A log message: text with interpolated values, each with its privacy and format.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
                                                    privacy: OSLogPrivacy = .auto) { text += String(describing: value()) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure () -> T, format: OSLogFloatFormatting,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
    }
    /// The message as it would be written (values unredacted).
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// A logger for a subsystem and category (`Logger(subsystem:category:)`).
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String
    public init() { subsystem = ""; category = "" }
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public init(_ log: OSLog) { subsystem = ""; category = "" }
    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}
