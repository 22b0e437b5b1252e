import Foundation
// Stub of the Factory package (hmlongco/Factory): the dependency-injection API corpus rows and
// their apps use. Test double: a factory builds its value, a singleton scope keeps the first one.

public final class Container: @unchecked Sendable {
    public static let shared = Container()
    var singletons: [String: Any] = [:]
    public init() {}
}

public enum Scope: Sendable {
    case unique, singleton, cached, shared
}

public struct Factory<T> {
    let container: Container
    let key: String
    let make: () -> T
    var scope: Scope = .unique

    public init(_ container: Container, key: StaticString = #function, _ factory: @escaping () -> T) {
        self.container = container
        self.key = "\(key)"
        self.make = factory
    }

    public func scope(_ scope: Scope) -> Factory<T> {
        var copy = self
        copy.scope = scope
        return copy
    }

    public var singleton: Factory<T> { scope(.singleton) }
    public var cached: Factory<T> { scope(.cached) }
    public var shared: Factory<T> { scope(.shared) }

    public func callAsFunction() -> T {
        guard scope != .unique else { return make() }
        if let value = container.singletons[key] as? T { return value }
        let value = make()
        container.singletons[key] = value
        return value
    }
}

extension Container {
    /// `self { … }` inside a container extension: a factory registered on this container.
    public func callAsFunction<T>(key: StaticString = #function, _ factory: @escaping () -> T) -> Factory<T> {
        Factory(self, key: key, factory)
    }
}

/// A property resolved from the shared container when first read.
@propertyWrapper
public struct Injected<T> {
    private let value: T
    public init(_ keyPath: KeyPath<Container, Factory<T>>) {
        value = Container.shared[keyPath: keyPath]()
    }
    public var wrappedValue: T { value }
}

/// A property resolved from the shared container each time it is read.
@propertyWrapper
public struct LazyInjected<T> {
    private let keyPath: KeyPath<Container, Factory<T>>
    public init(_ keyPath: KeyPath<Container, Factory<T>>) { self.keyPath = keyPath }
    public var wrappedValue: T { Container.shared[keyPath: keyPath]() }
}
