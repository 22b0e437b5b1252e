/// Decodes `Decodable` types from a parsed `JSONValue`, with the coding path in every error
/// (as `DecodingError`). Numbers decode to integer types only when whole and in range.
public struct JSONValueDecoder {
    public var userInfo: [CodingUserInfoKey: Any] = [:]
    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: [], userInfo: userInfo))
    }

    /// Parses and decodes in one step; syntax errors are `JSONSyntaxError`.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws -> T {
        try decode(type, from: try JSONParser.parse(bytes, limits: limits))
    }
}

/// A coding key for array positions and dynamic names.
struct IndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(_ i: Int) { stringValue = "\(i)"; intValue = i }
    init?(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { self.init(intValue) }
}

private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func mismatch(_ expected: Any.Type, _ what: String) -> DecodingError {
        .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: "expected \(what), found \(value.kind)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case let .object(o) = value else { throw mismatch([String: Any].self, "an object") }
        return KeyedDecodingContainer(Keyed<Key>(object: o, decoder: self))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case let .array(a) = value else { throw mismatch([Any].self, "an array") }
        return Unkeyed(items: a, decoder: self)
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    func child(_ v: JSONValue, _ key: any CodingKey) -> ValueDecoder {
        ValueDecoder(value: v, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func decodeBool() throws -> Bool {
        guard case let .bool(b) = value else { throw mismatch(Bool.self, "true or false") }
        return b
    }
    func decodeString() throws -> String {
        guard case let .string(s) = value else { throw mismatch(String.self, "a string") }
        return s
    }
    func decodeDouble() throws -> Double {
        guard case let .number(d) = value else { throw mismatch(Double.self, "a number") }
        return d
    }
    func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        let d = try decodeDouble()
        guard d.isFinite, d == d.rounded(), let i = I(exactly: d) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                debugDescription: "expected a whole number, found \(d)"))
        }
        return i
    }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is Bool.Type: return try decodeBool() as! T
        case is String.Type: return try decodeString() as! T
        case is Double.Type: return try decodeDouble() as! T
        case is Float.Type: return Float(try decodeDouble()) as! T
        case is Int.Type: return try decodeInteger(Int.self) as! T
        case is Int32.Type: return try decodeInteger(Int32.self) as! T
        case is Int64.Type: return try decodeInteger(Int64.self) as! T
        case is UInt8.Type: return try decodeInteger(UInt8.self) as! T
        case is UInt16.Type: return try decodeInteger(UInt16.self) as! T
        case is UInt32.Type: return try decodeInteger(UInt32.self) as! T
        case is UInt64.Type: return try decodeInteger(UInt64.self) as! T
        case is UInt.Type: return try decodeInteger(UInt.self) as! T
        default: return try T(from: self)
        }
    }
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let decoder: ValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }
    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func child(_ key: Key) throws -> ValueDecoder {
        guard let v = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing required field \(TerminalText.quoted(key.stringValue))"))
        }
        return decoder.child(v, key)
    }
    func decodeNil(forKey key: Key) throws -> Bool {
        guard let v = object[key.stringValue] else { return true }
        return v == .null
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let c = try child(key)
        if c.value == .null {
            throw DecodingError.valueNotFound(type, .init(codingPath: c.codingPath, debugDescription: "found null"))
        }
        return try c.decode(type)
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let v = object[key.stringValue], v != .null else { return nil }
        return try decoder.child(v, key).decode(type)
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try child(key).unkeyedContainer() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct Unkeyed: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let decoder: ValueDecoder
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func next() throws -> ValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath + [IndexKey(currentIndex)],
                                                              debugDescription: "expected \(currentIndex + 1) or more items, found \(items.count)"))
        }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], IndexKey(currentIndex))
    }
    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct Single: SingleValueDecodingContainer {
    let decoder: ValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    func decodeNil() -> Bool { decoder.value == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
