/// A coding key for any field name (readers that check fields by name).
public struct FieldKey: CodingKey, Hashable, Sendable {
    public let stringValue: String
    public let intValue: Int?
    public init(_ name: String) { stringValue = name; intValue = nil }
    public init?(stringValue: String) { self.init(stringValue) }
    public init?(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}

/// A field that could not be read: where ("rows[0].balance") and why, on one line.
public struct JSONFieldError: Error, Equatable, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// "rows[0].interactive.pressed[1]" from a coding path.
    public static func render(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let i = key.intValue {
                out += "[\(i)]"
            } else if key.stringValue.utf8.count <= TerminalText.valueLimit,
                      key.stringValue.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }) {
                out += (out.isEmpty ? "" : ".") + key.stringValue
            } else {
                out += "[\(TerminalText.quoted(key.stringValue))]"       // a key from the input, as it is
            }
        }
        return out
    }

    /// The path and message of a decoding error, as every reader reports it.
    public init(_ error: DecodingError) {
        switch error {
        case let .dataCorrupted(c):
            self.init(path: Self.render(c.codingPath), message: c.debugDescription)
        case let .keyNotFound(key, c):
            self.init(path: Self.render(c.codingPath + [key]), message: c.debugDescription.isEmpty ? "missing" : "missing required field")
        case let .typeMismatch(_, c):
            self.init(path: Self.render(c.codingPath), message: c.debugDescription)
        case let .valueNotFound(_, c):
            self.init(path: Self.render(c.codingPath), message: c.debugDescription.isEmpty ? "missing value" : c.debugDescription)
        @unknown default:
            self.init(path: "", message: "\(error)")
        }
    }
}

extension Decoder {
    /// The object's fields, refusing any not in `allowed` (a misspelt field should not be
    /// silently ignored).
    public func fields(_ allowed: [String]) throws -> KeyedDecodingContainer<FieldKey> {
        let c = try container(keyedBy: FieldKey.self)
        for key in c.allKeys.map(\.stringValue).sorted() where !allowed.contains(key) {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [FieldKey(key)],
                                                    debugDescription: "unknown field; expected one of: \(allowed.joined(separator: ", "))"))
        }
        return c
    }

    /// An error about this value, at its path.
    public func fail(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }
}

extension KeyedDecodingContainer where Key == FieldKey {
    /// An error about a field, at its path.
    public func fail(_ key: String, _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath + [FieldKey(key)], debugDescription: message))
    }

    public func has(_ key: String) -> Bool { contains(FieldKey(key)) }

    /// A finite number within `range`; `default` when absent (required when nil).
    public func number(_ key: String, default value: Double? = nil, in range: ClosedRange<Double> = -1e12...1e12) throws -> Double {
        if let v = try optionalNumber(key, in: range) { return v }
        guard let value else { throw fail(key, "missing required number") }
        return value
    }

    public func optionalNumber(_ key: String, in range: ClosedRange<Double> = -1e12...1e12) throws -> Double? {
        guard has(key) else { return nil }
        let v: Double
        do { v = try decode(Double.self, forKey: FieldKey(key)) } catch { throw fail(key, "expected a number") }
        guard v.isFinite else { throw fail(key, "expected a finite number, found \(v)") }
        guard range.contains(v) else { throw fail(key, "must be within \(Self.show(range.lowerBound))…\(Self.show(range.upperBound)), found \(v)") }
        return v
    }

    /// A whole number within `range`.
    public func count(_ key: String, default value: Int? = nil, in range: ClosedRange<Int> = 0...1_000_000) throws -> Int {
        guard has(key) else {
            guard let value else { throw fail(key, "missing required number") }
            return value
        }
        let v = try number(key, in: Double(range.lowerBound)...Double(range.upperBound))
        guard v == v.rounded() else { throw fail(key, "expected a whole number, found \(v)") }
        return Int(v)
    }

    public func string(_ key: String, default value: String? = nil) throws -> String {
        if let s = try optionalString(key) { return s }
        guard let value else { throw fail(key, "missing required string") }
        return value
    }

    public func optionalString(_ key: String) throws -> String? {
        guard has(key) else { return nil }
        do { return try decode(String.self, forKey: FieldKey(key)) } catch { throw fail(key, "expected a string") }
    }

    public func bool(_ key: String, default value: Bool) throws -> Bool {
        guard has(key) else { return value }
        do { return try decode(Bool.self, forKey: FieldKey(key)) } catch { throw fail(key, "expected true or false") }
    }

    /// One of `options` (a string).
    public func choice(_ key: String, _ options: [String], default value: String? = nil) throws -> String {
        let s = try string(key, default: value)
        guard options.contains(s) else { throw fail(key, "unknown value \(TerminalText.quoted(s)); expected one of: \(options.joined(separator: ", "))") }
        return s
    }

    /// A number as people write it: 1 rather than 1.0.
    static func show(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
