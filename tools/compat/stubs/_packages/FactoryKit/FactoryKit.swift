import SwiftUI
@_exported import Factory
// Stub of the Factory package's 2.x module (hmlongco/Factory, module FactoryKit): the same
// container API as the Factory stub, plus the property wrapper for @Observable dependencies.

/// An @Observable dependency resolved from the shared container and observed by the view.
@propertyWrapper
public struct InjectedObservable<T: Observable>: DynamicProperty {
    @State private var dependency: T

    public init(_ keyPath: KeyPath<Container, Factory<T>>) {
        _dependency = State(wrappedValue: Container.shared[keyPath: keyPath]())
    }

    public var wrappedValue: T { dependency }
}
