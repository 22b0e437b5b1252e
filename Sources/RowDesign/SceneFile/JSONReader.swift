import Foundation
import RowScene

/// Typed reads from a decoded JSON object, with errors that name the JSON path.
struct JSONReader {
    let object: [String: Any]
    let path: String

    init(_ object: [String: Any], path: String) { self.object = object; self.path = path; raw = nil }

    func at(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
    func raw(_ key: String) -> Any? { object[key] }

    func fail(_ key: String, _ message: String) -> DesignError { DesignError("\(at(key)): \(message)") }

    /// Unknown fields are errors (a misspelt field should not be silently ignored).
    func allow(_ keys: [String]) throws(DesignError) {
        for key in object.keys.sorted() where !keys.contains(key) {
            throw DesignError("\(at(key)): unknown field; expected one of: \(keys.joined(separator: ", "))")
        }
    }

    func optionalNumber(_ key: String, range: ClosedRange<Double> = -1e12...1e12) throws(DesignError) -> Double? {
        guard let v = object[key] else { return nil }
        guard let n = v as? NSNumber, !JSONReader.isBoolean(v) else { throw fail(key, "expected a number") }
        let d = n.doubleValue
        guard d.isFinite else { throw fail(key, "expected a finite number") }
        guard range.contains(d) else { throw fail(key, "must be within \(JSONReader.show(range.lowerBound))…\(JSONReader.show(range.upperBound)), found \(d)") }
        return d
    }
    func number(_ key: String, default d: Double? = nil, range: ClosedRange<Double> = -1e12...1e12) throws(DesignError) -> Double {
        if let v = try optionalNumber(key, range: range) { return v }
        guard let d else { throw fail(key, "missing required number") }
        return d
    }
    /// A bound as people write it: 1 rather than 1.0.
    static func show(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    /// JSON true/false (Foundation bridges 0 and 1 to Bool too; its booleans are a distinct class).
    static func isBoolean(_ v: Any) -> Bool {
        if let n = v as? NSNumber { return String(cString: n.objCType) == "c" }
        return v is Bool
    }

    func optionalString(_ key: String) throws(DesignError) -> String? {
        guard let v = object[key] else { return nil }
        guard let s = v as? String else { throw fail(key, "expected a string") }
        return s
    }
    func string(_ key: String, default d: String? = nil) throws(DesignError) -> String {
        if let s = try optionalString(key) { return s }
        guard let d else { throw fail(key, "missing required string") }
        return d
    }
    func bool(_ key: String, default d: Bool) throws(DesignError) -> Bool {
        guard let v = object[key] else { return d }
        guard JSONReader.isBoolean(v), let b = v as? Bool else { throw fail(key, "expected true or false") }
        return b
    }
    func choice(_ key: String, _ options: [String], default d: String? = nil) throws(DesignError) -> String {
        let s = try string(key, default: d)
        guard options.contains(s) else { throw fail(key, "unknown value \"\(s)\"; expected one of: \(options.joined(separator: ", "))") }
        return s
    }
    func category(_ key: String) throws(DesignError) -> TransactionCategory {
        TransactionCategory(rawValue: try choice(key, TransactionCategory.allCases.map(\.rawValue)))!
    }
    func emoji(_ key: String) throws(DesignError) -> String {
        let s = try string(key)
        guard s.count == 1, s.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.properties.isEmoji && $0.value > 0xFF }) else {
            throw fail(key, "expected a single emoji, found \"\(s)\"")
        }
        return s
    }
    func optionalColor(_ key: String) throws(DesignError) -> Color? {
        guard let s = try optionalString(key) else { return nil }
        let hex = s.hasPrefix("#") ? String(s.dropFirst()) : s
        guard hex.count == 6 || hex.count == 8, let v = UInt32(hex, radix: 16) else { throw fail(key, "invalid color \"\(s)\": expected #RRGGBB or #RRGGBBAA") }
        return hex.count == 6 ? Color(hex: v) : Color(hex: v >> 8, opacity: Double(v & 0xFF) / 255)
    }
    func optionalDate(_ key: String) throws(DesignError) -> Date? {
        guard let s = try optionalString(key) else { return nil }
        let f = ISO8601DateFormatter()
        guard let d = f.date(from: s) else { throw fail(key, "invalid date \"\(s)\": expected ISO 8601, e.g. 2026-11-27T08:30:00Z") }
        return d
    }
    func date(_ key: String) throws(DesignError) -> Date {
        guard let d = try optionalDate(key) else { throw fail(key, "missing required date") }
        return d
    }
    func optionalObject(_ key: String) throws(DesignError) -> JSONReader? {
        guard let v = object[key] else { return nil }
        guard let o = v as? [String: Any] else { throw fail(key, "expected an object") }
        return JSONReader(o, path: at(key))
    }
    /// An array of objects (or, for raw items, values wrapped with their path).
    func array(_ key: String) throws(DesignError) -> [JSONReader] {
        guard let v = object[key] else { throw fail(key, "missing required array") }
        guard let a = v as? [Any] else { throw fail(key, "expected an array") }
        var out: [JSONReader] = []
        for (i, item) in a.enumerated() {
            if let o = item as? [String: Any] { out.append(JSONReader(o, path: "\(at(key))[\(i)]")) }
            else { out.append(JSONReader(raw: item, path: "\(at(key))[\(i)]")) }
        }
        return out
    }

    private let raw: Any?
    init(raw: Any, path: String) { object = [:]; self.path = path; self.raw = raw }
}

extension JSONReader {
    var value: Any { raw ?? object }
}
