// Predicate format strings and sort keys, as Core Data fetches name them:
// `NSPredicate(format: "done == NO AND title BEGINSWITH[c] %@", prefix)` and
// `NSSortDescriptor(key: "date", ascending: false)`. swift-corelibs-foundation marks both
// unavailable (they need key-value coding); here a format is parsed once into a predicate that
// reads values by key (`KeyValue`) and evaluates them as Foundation's predicate language says.
// Available declarations win over Foundation's unavailable ones, so row code calls these.
import Foundation
import UIKit

extension NSPredicate {
    /// A predicate from Foundation's format language: comparisons (`==`, `!=`, `<`, `>=`, `BETWEEN`,
    /// `IN`, `BEGINSWITH`, `CONTAINS`, `ENDSWITH`, `LIKE`, `MATCHES`, with `[c]`, `[d]`, `[cd]`),
    /// `AND`/`OR`/`NOT`, `ANY`/`ALL`/`NONE`, `TRUEPREDICATE`/`FALSEPREDICATE`; key paths (with
    /// `@count`), literals and the arguments `%@`, `%K`, `%d`, `%f`, … . A format that does not parse
    /// is a programmer error, as on Apple's systems (there an Objective-C exception): it traps
    /// with the format and the reason.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let node: PredicateFormat.Node
        do { node = try PredicateFormat.parse(predicateFormat, arguments: arguments ?? []) } catch {
            preconditionFailure("NSPredicate(format: \"\(predicateFormat)\"): \(error)")
        }
        self.init(block: { object, _ in node.evaluate(on: object) })
    }
}

extension NSSortDescriptor {
    /// Orders by the value at `key` (a key path, `"author.name"`), as Foundation compares values:
    /// numbers by value, strings by `compare(_:)`, dates by time; nil first.
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, comparing: { $0.compare($1) })
    }
    /// As `init(key:ascending:)`, strings compared by `selector`: `localizedStandardCompare:`,
    /// `caseInsensitiveCompare:`, `localizedCaseInsensitiveCompare:`, `localizedCompare:` or `compare:`.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        // `#selector(NSString.localizedStandardCompare(_:))` reaches here as that text (IOSSources).
        let name = selector.map { "\($0)" } ?? "compare:"
        let compare: (String, String) -> ComparisonResult =
            name.contains("localizedStandardCompare") ? { $0.localizedStandardCompare($1) }
            : name.contains("aseInsensitiveCompare") ? { $0.caseInsensitiveCompare($1) }
            : { $0.compare($1) }
        self.init(key: key, ascending: ascending, comparing: compare)
    }
    private convenience init(key: String?, ascending: Bool, comparing strings: @escaping (String, String) -> ComparisonResult) {
        self.init(keyPath: \NSObject.self as KeyPath<NSObject, NSObject>, ascending: ascending) { a, b in
            let left = key.map { KeyValue.value(of: a, at: $0) } ?? a, right = key.map { KeyValue.value(of: b, at: $0) } ?? b
            return PredicateFormat.order(left, right, strings: strings) ?? .orderedSame
        }
    }
}

/// Values read by key from what a predicate or a sort descriptor is given: a managed object's
/// attributes (set by key, or its stored and `@NSManaged` properties), a dictionary's entries, any
/// value's stored properties (by reflection); `@count` counts a collection.
enum KeyValue {
    static func value(of object: Any?, at keyPath: String) -> Any? {
        var current = object
        for key in keyPath.split(separator: ".").map(String.init) {
            if key == "@count" { current = collection(unwrapped(current)).map(\.count); continue }
            if key == "SELF" || key == "self" { continue }
            current = value(of: unwrapped(current), forKey: key)
        }
        return unwrapped(current)
    }

    static func value(of object: Any?, forKey key: String) -> Any? {
        guard let object else { return nil }
        if let managed = object as? NSManagedObject { return managed.value(forKey: key) }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        if let items = collection(object) { return items.map { value(of: $0, forKey: key) } }
        return storedProperty(of: object, named: key)
    }

    /// The stored property `key` of `object` (of its class or a superclass), an `@NSManaged`
    /// attribute's value unwrapped; nil when it has none.
    static func storedProperty(of object: Any, named key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children where child.label == key || child.label == "_" + key {
                if let attribute = child.value as? any ManagedAttributeStorage { return attribute.storedValue }
                return child.value
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    /// The value inside an optional (nil for none), as a predicate compares it.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// The elements of an array, a set or an ordered set (nil for anything else; a string is a value).
    static func collection(_ value: Any?) -> [Any]? {
        guard let value, !(value is String) else { return nil }
        if let set = value as? NSSet { return set.allObjects }
        if let set = value as? NSOrderedSet { return set.array }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
        return mirror.children.map(\.value)
    }
}

/// An `@NSManaged` attribute's storage, read by key.
protocol ManagedAttributeStorage { var storedValue: Any? { get } }
extension NSManagedAttribute: ManagedAttributeStorage { var storedValue: Any? { value } }

/// Foundation's predicate format language: parsed into a tree, evaluated on an object.
enum PredicateFormat {
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    indirect enum Node {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case comparison(Expression, Operator, Options, Expression, Quantifier?)

        func evaluate(on object: Any?) -> Bool {
            switch self {
            case .constant(let value): return value
            case .not(let node): return !node.evaluate(on: object)
            case .and(let a, let b): return a.evaluate(on: object) && b.evaluate(on: object)
            case .or(let a, let b): return a.evaluate(on: object) || b.evaluate(on: object)
            case let .comparison(left, op, options, right, quantifier):
                let l = left.value(on: object), r = right.value(on: object)
                guard let quantifier else { return PredicateFormat.compare(l, op, r, options) }
                let items = KeyValue.collection(l) ?? []
                switch quantifier {
                case .any: return items.contains { PredicateFormat.compare($0, op, r, options) }
                case .all: return items.allSatisfy { PredicateFormat.compare($0, op, r, options) }
                case .none: return !items.contains { PredicateFormat.compare($0, op, r, options) }
                }
            }
        }
    }

    enum Expression {
        case keyPath(String)
        case constant(Any?)
        case list([Expression])

        func value(on object: Any?) -> Any? {
            switch self {
            case .keyPath(let path): return KeyValue.value(of: object, at: path)
            case .constant(let value): return value
            case .list(let items): return items.map { $0.value(on: object) }
            }
        }
    }

    enum Operator: String { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, between, within, beginsWith, contains, endsWith, like, matches }
    enum Quantifier { case any, all, none }
    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1), diacriticInsensitive = Options(rawValue: 2)
    }

    // MARK: Parsing

    static func parse(_ format: String, arguments: [Any]) throws -> Node {
        var parser = Parser(tokens: try tokenize(format), arguments: arguments)
        let node = try parser.orExpression()
        guard parser.index == parser.tokens.count else { throw ParseError(description: "unexpected \(parser.tokens[parser.index]) at the end") }
        return node
    }

    enum Token: CustomStringConvertible, Equatable {
        case word(String), string(String), number(Double), symbol(String), argument(Character)
        var description: String {
            switch self {
            case .word(let w): return "'\(w)'"
            case .string(let s): return "\"\(s)\""
            case .number(let n): return "\(n)"
            case .symbol(let s): return "'\(s)'"
            case .argument(let c): return "%\(c)"
            }
        }
    }

    static func tokenize(_ format: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "'" || c == "\"" {
                var text = ""; i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    text.append(chars[i]); i += 1
                }
                guard i < chars.count else { throw ParseError(description: "unterminated string") }
                tokens.append(.string(text)); i += 1; continue
            }
            if c == "%" {
                i += 1
                while i < chars.count, "lqh".contains(chars[i]) { i += 1 }   // length modifiers (%ld, %lld, %lf)
                guard i < chars.count, "@KdiufegcsD".contains(chars[i]) else { throw ParseError(description: "unknown format specifier") }
                tokens.append(.argument(chars[i])); i += 1; continue
            }
            if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber && !(tokens.last.map(isOperand) ?? false)) {
                var text = String(c); i += 1
                while i < chars.count, chars[i].isNumber || chars[i] == "." || chars[i] == "e" || chars[i] == "E" { text.append(chars[i]); i += 1 }
                guard let value = Double(text) else { throw ParseError(description: "bad number \(text)") }
                tokens.append(.number(value)); continue
            }
            if c.isLetter || c == "_" || c == "@" || c == "$" || c == "#" {
                var text = String(c); i += 1
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "." || chars[i] == "@" { text.append(chars[i]); i += 1 }
                tokens.append(.word(text)); continue
            }
            let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
            if ["==", "!=", "<>", ">=", "=>", "<=", "=<", "&&", "||"].contains(two) { tokens.append(.symbol(two)); i += 2; continue }
            guard "=<>!(){},[]".contains(c) else { throw ParseError(description: "unexpected character '\(c)'") }
            tokens.append(.symbol(String(c))); i += 1
        }
        return tokens
    }

    private static func isOperand(_ token: Token) -> Bool {
        switch token {
        case .word(let w): return !["AND", "OR", "NOT", "IN", "BETWEEN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES"].contains(w.uppercased())
        case .string, .number, .argument: return true
        case .symbol(let s): return s == ")" || s == "}"
        }
    }

    struct Parser {
        let tokens: [Token]
        var arguments: [Any]
        var index = 0
        var argumentIndex = 0

        init(tokens: [Token], arguments: [Any]) { self.tokens = tokens; self.arguments = arguments }

        var peek: Token? { index < tokens.count ? tokens[index] : nil }
        mutating func next() throws -> Token {
            guard index < tokens.count else { throw ParseError(description: "the format ends too early") }
            index += 1; return tokens[index - 1]
        }
        func isWord(_ token: Token?, _ words: String...) -> Bool {
            if case .word(let w)? = token { return words.contains(w.uppercased()) }
            return false
        }
        mutating func expect(_ symbol: String) throws {
            let token = try next()
            guard token == .symbol(symbol) else { throw ParseError(description: "expected '\(symbol)', found \(token)") }
        }

        mutating func orExpression() throws -> Node {
            var node = try andExpression()
            while isWord(peek, "OR") || peek == .symbol("||") { index += 1; node = .or(node, try andExpression()) }
            return node
        }
        mutating func andExpression() throws -> Node {
            var node = try notExpression()
            while isWord(peek, "AND") || peek == .symbol("&&") { index += 1; node = .and(node, try notExpression()) }
            return node
        }
        mutating func notExpression() throws -> Node {
            if isWord(peek, "NOT") || peek == .symbol("!") { index += 1; return .not(try notExpression()) }
            if peek == .symbol("(") {
                // A parenthesized predicate (a parenthesized expression is not supported on the left of a comparison).
                index += 1
                let node = try orExpression()
                try expect(")")
                return node
            }
            if isWord(peek, "TRUEPREDICATE") { index += 1; return .constant(true) }
            if isWord(peek, "FALSEPREDICATE") { index += 1; return .constant(false) }
            return try comparison()
        }
        mutating func comparison() throws -> Node {
            var quantifier: Quantifier?
            if isWord(peek, "ANY", "SOME") { index += 1; quantifier = .any }
            else if isWord(peek, "ALL") { index += 1; quantifier = .all }
            else if isWord(peek, "NONE") { index += 1; quantifier = .none }
            let left = try expression()
            var negated = false
            if isWord(peek, "NOT") { index += 1; negated = true }   // `a NOT IN b`, `name NOT CONTAINS x`
            let token = try next()
            let op: Operator
            switch token {
            case .symbol("="), .symbol("=="): op = .equal
            case .symbol("!="), .symbol("<>"): op = .notEqual
            case .symbol("<"): op = .less
            case .symbol("<="), .symbol("=<"): op = .lessOrEqual
            case .symbol(">"): op = .greater
            case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
            case .word(let w):
                switch w.uppercased() {
                case "BETWEEN": op = .between
                case "IN": op = .within
                case "BEGINSWITH": op = .beginsWith
                case "CONTAINS": op = .contains
                case "ENDSWITH": op = .endsWith
                case "LIKE": op = .like
                case "MATCHES": op = .matches
                default: throw ParseError(description: "expected an operator, found \(token)")
                }
            default: throw ParseError(description: "expected an operator, found \(token)")
            }
            var options: Options = []
            if peek == .symbol("[") {
                index += 1
                guard case .word(let flags) = try next() else { throw ParseError(description: "expected option letters after '['") }
                for flag in flags.lowercased() {
                    switch flag {
                    case "c": options.insert(.caseInsensitive)
                    case "d": options.insert(.diacriticInsensitive)
                    case "n", "l": break
                    default: throw ParseError(description: "unknown option '\(flag)'")
                    }
                }
                try expect("]")
            }
            let right = try expression()
            let node = Node.comparison(left, op, options, right, quantifier)
            return negated ? .not(node) : node
        }
        mutating func expression() throws -> Expression {
            let token = try next()
            switch token {
            case .string(let s): return .constant(s)
            case .number(let n): return .constant(n)
            case .argument(let kind):
                guard argumentIndex < arguments.count else { throw ParseError(description: "more format specifiers than arguments") }
                let argument = arguments[argumentIndex]; argumentIndex += 1
                if kind == "K" {
                    guard let key = argument as? String else { throw ParseError(description: "%K needs a string key path") }
                    return .keyPath(key)
                }
                return .constant(argument)
            case .symbol("{"):
                var items: [Expression] = []
                while peek != .symbol("}") {
                    items.append(try expression())
                    if peek == .symbol(",") { index += 1 } else { break }
                }
                try expect("}")
                return .list(items)
            case .word(let w):
                switch w.uppercased() {
                case "TRUE", "YES": return .constant(true)
                case "FALSE", "NO": return .constant(false)
                case "NIL", "NULL": return .constant(nil)
                default: return .keyPath(w.hasPrefix("#") ? String(w.dropFirst()) : w)
                }
            default: throw ParseError(description: "expected a value or key path, found \(token)")
            }
        }
    }

    // MARK: Evaluating

    static func compare(_ l: Any?, _ op: Operator, _ r: Any?, _ options: Options) -> Bool {
        let l = KeyValue.unwrapped(l), r = KeyValue.unwrapped(r)
        switch op {
        case .equal: return equal(l, r, options)
        case .notEqual: return !equal(l, r, options)
        case .less: return order(l, r, options) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(order(l, r, options))
        case .greater: return order(l, r, options) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(order(l, r, options))
        case .between:
            guard let bounds = KeyValue.collection(r), bounds.count == 2 else { return false }
            return compare(l, .greaterOrEqual, bounds[0], options) && compare(l, .lessOrEqual, bounds[1], options)
        case .within:
            if let items = KeyValue.collection(r) { return items.contains { equal(l, KeyValue.unwrapped($0), options) } }
            if let text = r as? String, let part = l as? String { return folded(text, options).contains(folded(part, options)) }
            return false
        case .contains:
            if let items = KeyValue.collection(l) { return items.contains { equal(KeyValue.unwrapped($0), r, options) } }
            guard let text = l as? String, let part = r as? String else { return false }
            return folded(text, options).contains(folded(part, options))
        case .beginsWith, .endsWith:
            guard let text = l as? String, let part = r as? String else { return false }
            let t = folded(text, options), p = folded(part, options)
            return op == .beginsWith ? t.hasPrefix(p) : t.hasSuffix(p)
        case .like:
            guard let text = l as? String, let pattern = r as? String else { return false }
            return wildcard(Array(folded(text, options)), Array(folded(pattern, options)))
        case .matches:
            guard let text = l as? String, let pattern = r as? String,
                  let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: options.contains(.caseInsensitive) ? [.caseInsensitive] : []) else { return false }
            return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    static func folded(_ text: String, _ options: Options) -> String {
        var o: String.CompareOptions = []
        if options.contains(.caseInsensitive) { o.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { o.insert(.diacriticInsensitive) }
        return o.isEmpty ? text : text.folding(options: o, locale: nil)
    }

    /// `LIKE`: `*` matches any run of characters, `?` one.
    static func wildcard(_ text: [Character], _ pattern: [Character]) -> Bool {
        var t = 0, p = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] { t += 1; p += 1 }
            else if p < pattern.count, pattern[p] == "*" { star = p; mark = t; p += 1 }
            else if star >= 0 { p = star + 1; mark += 1; t = mark }
            else { return false }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    static func equal(_ l: Any?, _ r: Any?, _ options: Options) -> Bool {
        if l == nil || r == nil { return l == nil && r == nil }
        if let a = l as? String, let b = r as? String { return folded(a, options) == folded(b, options) }
        if let order = order(l, r, options) { return order == .orderedSame }
        if let a = l as? AnyHashable, let b = r as? AnyHashable { return a == b }
        if let a = l as AnyObject?, let b = r as AnyObject? { return a === b }
        return false
    }

    /// How two values order: numbers (any integer or floating type, Bool, NSNumber) by value,
    /// strings, dates; nil before anything. Nil when they do not compare.
    static func order(_ l: Any?, _ r: Any?, _ options: Options = [],
                      strings: (String, String) -> ComparisonResult = { $0.compare($1) }) -> ComparisonResult? {
        let l = KeyValue.unwrapped(l), r = KeyValue.unwrapped(r)
        switch (l, r) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let a = number(l), let b = number(r) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        if let a = l as? String, let b = r as? String { return strings(folded(a, options), folded(b, options)) }
        if let a = l as? Date, let b = r as? Date { return a.compare(b) }
        if let a = l as? UUID, let b = r as? UUID { return a == b ? .orderedSame : a.uuidString < b.uuidString ? .orderedAscending : .orderedDescending }
        return nil
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Bool: return v ? 1 : 0
        case let v as any BinaryInteger: return Double(v)
        case let v as any BinaryFloatingPoint: return Double(v)
        case let v as Decimal: return NSDecimalNumber(decimal: v).doubleValue
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }
}
