import Foundation
// Stub of the swift-log package (apple/swift-log, module Logging): the API corpus rows use.
// Test double; messages go nowhere.

public struct Logger: Sendable {
    public let label: String
    public var logLevel: Level = .info

    public init(label: String) { self.label = label }

    public enum Level: String, Sendable, CaseIterable {
        case trace, debug, info, notice, warning, error, critical
    }

    public struct Message: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, CustomStringConvertible, Sendable {
        public let description: String
        public init(stringLiteral value: String) { description = value }
        public init(stringInterpolation: DefaultStringInterpolation) { description = String(stringInterpolation: stringInterpolation) }
    }

    public func log(level: Level, _ message: @autoclosure () -> Message, file: String = #fileID, function: String = #function, line: UInt = #line) {}
    public func trace(_ message: @autoclosure () -> Message, file: String = #fileID, function: String = #function, line: UInt = #line) {}
    public func debug(_ message: @autoclosure () -> Message, file: String = #fileID, function: String = #function, line: UInt = #line) {}
    public func info(_ message: @autoclosure () -> Message, file: String = #fileID, function: String = #function, line: UInt = #line) {}
    public func notice(_ message: @autoclosure () -> Message, file: String = #fileID, function: String = #function, line: UInt = #line) {}
    public func warning(_ message: @autoclosure () -> Message, file: String = #fileID, function: String = #function, line: UInt = #line) {}
    public func error(_ message: @autoclosure () -> Message, file: String = #fileID, function: String = #function, line: UInt = #line) {}
    public func critical(_ message: @autoclosure () -> Message, file: String = #fileID, function: String = #function, line: UInt = #line) {}
}
