/// A parsed JSON document: what RowFrame's readers (display lists, scene files, report
/// data) decode from, with numbers as `Double` and object keys in document order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// "a number", "an object"… for messages.
    public var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON object: its members in document order, looked up by key (a repeated key keeps its
/// last value, as most readers do).
public struct JSONObject: Sendable, Equatable {
    public let keys: [String]
    private let values: [String: JSONValue]
    public init(_ members: [(String, JSONValue)]) {
        var keys: [String] = [], values: [String: JSONValue] = [:]
        for (k, v) in members {
            if values.updateValue(v, forKey: k) == nil { keys.append(k) }
        }
        self.keys = keys; self.values = values
    }
    public subscript(key: String) -> JSONValue? { values[key] }
    public var count: Int { keys.count }
}

/// Why a JSON document could not be parsed: what, and where (line and column, from 1).
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public let line: Int
    public let column: Int
    public var description: String { "not valid JSON: \(message) at line \(line), column \(column)" }
}

/// The budgets a parse is held to (checked as it goes, before anything large is built).
public struct JSONLimits: Sendable {
    /// Bytes of input.
    public var maxBytes = 64 << 20
    /// Nesting of arrays and objects.
    public var maxDepth = 256
    public init() {}
}
