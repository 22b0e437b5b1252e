import Foundation
import Observation
import SwiftUI
// Stub of the Composable Architecture (pointfreeco/swift-composable-architecture, 1.x): the API
// corpus rows use. Test double, without macros: the stub cannot ship TCA's compiler plugins, so
// the attribute macros `@Reducer`, `@ObservableState` and `@CasePathable` stand in as the main
// actor (a type attribute that needs no plugin; TCA's stores and views run on the main actor),
// `@Presents` is a property wrapper, and the conformance the `@Reducer` macro would add
// (`extension Feature: Reducer {}`) is written in the row's Support.swift as
// `extension Feature: ReducerProtocol {}`. Case key paths (`\.alert`) resolve through dynamic
// member lookup and carry no embed/extract: a scoped child store's actions are dropped.
// Effects are kept but never run; a store reduces its actions synchronously.

public typealias Reducer = MainActor
public typealias ObservableState = MainActor
public typealias CasePathable = MainActor

// MARK: - Case paths

@dynamicMemberLookup
public struct Case<Value>: Sendable {
    public init() {}
    public subscript<Member>(dynamicMember name: String) -> Case<Member> { Case<Member>() }
}

public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

// MARK: - Reducers

@MainActor
public protocol ReducerProtocol<State, Action> {
    associatedtype State
    associatedtype Action
    associatedtype Body

    func reduce(into state: inout State, action: Action) -> Effect<Action>

    @ReducerBuilder<State, Action>
    var body: Body { get }
}

extension ReducerProtocol where Body == Never {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension ReducerProtocol where Body: ReducerProtocol, Body.State == State, Body.Action == Action {
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}

public typealias ReducerOf<R: ReducerProtocol> = ReducerProtocol<R.State, R.Action>

@resultBuilder
public enum ReducerBuilder<State, Action> {
    public static func buildExpression<R: ReducerProtocol>(_ reducer: R) -> R
    where R.State == State, R.Action == Action { reducer }
    public static func buildBlock<R: ReducerProtocol>(_ reducer: R) -> R
    where R.State == State, R.Action == Action { reducer }
    public static func buildPartialBlock<R: ReducerProtocol>(first: R) -> R
    where R.State == State, R.Action == Action { first }
    public static func buildPartialBlock<R0: ReducerProtocol, R1: ReducerProtocol>(accumulated: R0, next: R1) -> CombineReducers<R0, R1>
    where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
        CombineReducers(first: accumulated, second: next)
    }
}

public struct CombineReducers<R0: ReducerProtocol, R1: ReducerProtocol>: ReducerProtocol
where R0.State == R1.State, R0.Action == R1.Action {
    let first: R0
    let second: R1
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        .merge(first.reduce(into: &state, action: action), second.reduce(into: &state, action: action))
    }
}

public struct Reduce<State, Action>: ReducerProtocol {
    let reduce: @MainActor (inout State, Action) -> Effect<Action>

    public init(_ reduce: @escaping @MainActor (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    public init<R: ReducerProtocol>(_ reducer: R) where R.State == State, R.Action == Action {
        self.reduce = { reducer.reduce(into: &$0, action: $1) }
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }
}

public struct EmptyReducer<State, Action>: ReducerProtocol {
    public init() {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

public struct Scope<ParentState, ParentAction, Child: ReducerProtocol>: ReducerProtocol {
    let toChildState: WritableKeyPath<ParentState, Child.State>
    let child: Child
    public init(
        state toChildState: WritableKeyPath<ParentState, Child.State>,
        action toChildAction: CaseKeyPath<ParentAction, Child.Action>,
        @ReducerBuilder<Child.State, Child.Action> child: () -> Child
    ) {
        self.toChildState = toChildState
        self.child = child()
    }
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> { .none }
}

/// What `ifLet` and `forEach` return: the parent reducer, the child kept beside it.
public struct _ChildReducer<Parent: ReducerProtocol, Child>: ReducerProtocol {
    let parent: Parent
    let child: Child?
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        parent.reduce(into: &state, action: action)
    }
}

extension ReducerProtocol {
    /// A child feature presented from `@Presents` state (sheets, navigation destinations).
    public func ifLet<DestinationState, DestinationAction, Destination: ReducerProtocol>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
    ) -> _ChildReducer<Self, Destination>
    where Destination.State == DestinationState, Destination.Action == DestinationAction {
        _ChildReducer(parent: self, child: destination())
    }

    /// Presented state with no reducer of its own (alerts, confirmation dialogs).
    public func ifLet<DestinationState: _EphemeralState>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationState.EphemeralAction>>
    ) -> _ChildReducer<Self, EmptyReducer<DestinationState, DestinationState.EphemeralAction>> {
        _ChildReducer(parent: self, child: EmptyReducer())
    }

    /// A child feature run on optional state.
    public func ifLet<WrappedState, WrappedAction, Wrapped: ReducerProtocol>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
        @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped
    ) -> _ChildReducer<Self, Wrapped>
    where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
        _ChildReducer(parent: self, child: wrapped())
    }
}

// MARK: - Effects

public struct Effect<Action> {
    enum Operation {
        case none
        case send(Action, Animation?)
        case run(@MainActor (Send<Action>) async throws -> Void)
        case merge([Effect<Action>])
    }
    let operation: Operation

    public static var none: Self { Effect(operation: .none) }

    public static func send(_ action: Action) -> Self { Effect(operation: .send(action, nil)) }

    public static func send(_ action: Action, animation: Animation?) -> Self {
        Effect(operation: .send(action, animation))
    }

    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @MainActor (_ send: Send<Action>) async throws -> Void,
        catch handler: (@MainActor (_ error: Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        Effect(operation: .run(operation))
    }

    public static func merge(_ effects: Self...) -> Self { Effect(operation: .merge(effects)) }

    public func animation() -> Self { self.animation(Animation.default) }

    public func animation(_ animation: Animation?) -> Self {
        switch operation {
        case let .send(action, _): return Effect(operation: .send(action, animation))
        default: return self
        }
    }

    public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Self { self }

    public static func cancel<ID: Hashable & Sendable>(id: ID) -> Self { .none }

    public func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
        switch operation {
        case let .send(action, animation): return Effect<T>(operation: .send(transform(action), animation))
        default: return .none
        }
    }
}

public typealias EffectOf<R: ReducerProtocol> = Effect<R.Action>

@MainActor
public struct Send<Action> {
    let send: @MainActor (Action) -> Void

    public init(send: @escaping @MainActor (Action) -> Void) { self.send = send }

    public func callAsFunction(_ action: Action) { send(action) }

    public func callAsFunction(_ action: Action, animation: Animation?) {
        withAnimation(animation) { send(action) }
    }
}

extension Result where Failure == Swift.Error {
    /// swift-concurrency-extras' asynchronous `Result { try await … }`.
    public init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}

// MARK: - Presentation

public typealias Presents = PresentationState

/// `@Presents var destination: Destination.State?`: the presented child's state.
@propertyWrapper
public struct PresentationState<State> {
    public var wrappedValue: State?

    public init(wrappedValue: State?) { self.wrappedValue = wrappedValue }

    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

public enum PresentationAction<Action> {
    case dismiss
    case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}

// MARK: - Alerts

public struct TextState: Equatable, Hashable, Sendable {
    public let string: String
    public init(_ string: String) { self.string = string }
    public init(verbatim string: String) { self.string = string }
}

public enum ButtonStateRole: Equatable, Hashable, Sendable {
    case cancel
    case destructive
}

public struct ButtonStateAction<Action> {
    public let action: Action?
    public static func send(_ action: Action?) -> Self { ButtonStateAction(action: action) }
}

public struct ButtonState<Action>: Identifiable {
    public let id = UUID()
    public let role: ButtonStateRole?
    public let action: ButtonStateAction<Action>
    public let label: TextState

    public init(role: ButtonStateRole? = nil, action: ButtonStateAction<Action> = .send(nil), label: () -> TextState) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
        self.init(role: role, action: .send(action), label: label)
    }
}

extension ButtonState: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.role == rhs.role && lhs.label == rhs.label }
}

@resultBuilder
public enum ButtonStateBuilder<Action> {
    public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }
    public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] { [expression] }
    public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] { component ?? [] }
    public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }
    public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }
    public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }
}

public struct AlertState<Action>: Identifiable {
    public let id = UUID()
    public var title: TextState
    public var message: TextState?
    public var buttons: [ButtonState<Action>]

    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.title = title()
        self.buttons = actions()
        self.message = message?()
    }
}

/// State that is presented and dismissed with no reducer of its own (alerts, dialogs).
public protocol _EphemeralState {
    associatedtype EphemeralAction
}

extension AlertState: _EphemeralState {
    public typealias EphemeralAction = Action
}

extension AlertState: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

// MARK: - Dependencies

public protocol DependencyKey {
    associatedtype Value
    static var liveValue: Value { get }
    static var testValue: Value { get }
    static var previewValue: Value { get }
}

extension DependencyKey {
    public static var testValue: Value { liveValue }
    public static var previewValue: Value { liveValue }
}

public struct DependencyValues {
    var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.previewValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    nonisolated(unsafe) public static var current = DependencyValues()
}

@propertyWrapper
public struct Dependency<Value> {
    let keyPath: KeyPath<DependencyValues, Value>

    public init(_ keyPath: KeyPath<DependencyValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

public struct DismissEffect: Sendable {
    public init() {}
    public func callAsFunction() async {}
    public func callAsFunction(animation: Animation?) async {}
}

private enum DismissKey: DependencyKey {
    static var liveValue: DismissEffect { DismissEffect() }
}

extension DependencyValues {
    public var dismiss: DismissEffect {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

// MARK: - Store

public struct StoreTask: Hashable, Sendable {
    public func cancel() {}
    public func finish() async {}
}

@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
    var state: State
    let reduce: @MainActor (inout State, Action) -> Effect<Action>

    public init<R: ReducerProtocol>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) where R.State == State, R.Action == Action {
        self.state = initialState()
        let reducer = reducer()
        self.reduce = { reducer.reduce(into: &$0, action: $1) }
    }

    init(state: State) {
        self.state = state
        self.reduce = { _, _ in .none }
    }

    public var currentState: State { state }

    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        let effect = reduce(&state, action)
        if case let .send(next, animation) = effect.operation {
            withAnimation(animation) { _ = send(next) }
        }
        return StoreTask()
    }

    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
        var task = StoreTask()
        withAnimation(animation) { task = send(action) }
        return task
    }

    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        Store<ChildState, ChildAction>(state: state[keyPath: toChildState])
    }

    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        state[keyPath: toChildState].map { Store<ChildState, ChildAction>(state: $0) }
    }
}

extension Store: Identifiable {}
extension Store: Observable {}

public typealias StoreOf<R: ReducerProtocol> = Store<R.State, R.Action>

extension Bindable {
    /// `$store.scope(state: \.destination, action: \.destination)`: a binding to the presented
    /// child's store, nil when nothing is presented (for `.sheet(item:)`, `.alert(_:)`).
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        let store = wrappedValue
        return Binding(
            get: { store.state[keyPath: toChildState].map { Store<ChildState, ChildAction>(state: $0) } },
            set: { _ in }
        )
    }
}

extension View {
    /// Shows the alert of a scoped store (the stub draws the view as it is).
    public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
        self
    }
}
