import SwiftUI
// Stub of the Defaults package (sindresorhus/Defaults): the API corpus rows use. Values live in
// memory (a test double), starting at each key's default.

public enum Defaults {
    /// Marks a type storable in Defaults (the real package needs it for custom types).
    public protocol Serializable {}

    public class _AnyKey: @unchecked Sendable {
        public let name: String
        init(name: String) { self.name = name }
    }
    public typealias Keys = _AnyKey

    public final class Key<Value>: _AnyKey, @unchecked Sendable {
        public let defaultValue: Value
        public init(_ name: String, default defaultValue: Value, suite: UserDefaults = .standard, iCloud: Bool = false) {
            self.defaultValue = defaultValue
            super.init(name: name)
        }
    }

    nonisolated(unsafe) static var store: [String: Any] = [:]

    public static subscript<Value>(key: Key<Value>) -> Value {
        get { store[key.name] as? Value ?? key.defaultValue }
        set { store[key.name] = newValue }
    }

    public static func reset(_ keys: _AnyKey...) {
        for key in keys { store[key.name] = nil }
    }
}

extension Defaults._AnyKey {
    public typealias Key<Value> = Defaults.Key<Value>
}

/// `@Default(.key) var value`: reads and writes the key; `$value` is a Binding.
@propertyWrapper
public struct Default<Value>: DynamicProperty {
    public let key: Defaults.Key<Value>
    public init(_ key: Defaults.Key<Value>) { self.key = key }
    public var wrappedValue: Value {
        get { Defaults[key] }
        nonmutating set { Defaults[key] = newValue }
    }
    public var projectedValue: Binding<Value> {
        let key = key
        return Binding(get: { Defaults[key] }, set: { Defaults[key] = $0 })
    }
}
