import Foundation

/// A value kept in the app's user defaults under a key (`@AppStorage`). A render reads no
/// machine state: unless the view names a store (`store:`, or `.defaultAppStorage(_:)` above
/// it), the value lives in the running view graph — starting from the declared default, as in
/// a fresh install, shared by every view that declares the key — and writing it updates the
/// views as a `@State` change does. A store the view names is read and written, as asked.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults?
    let storage: StateBox<Value>
    let kept = KeptEnvironment()

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key; self.store = store; storage = StateBox(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.resolved.value }
        nonmutating set { write(newValue) }
    }
    public var projectedValue: Binding<Value> {
        let box = storage.resolved
        return Binding(get: { box.value }, set: { [self] in write($0) })
    }

    /// The store the view names, if any.
    private var userStore: UserDefaults? { store ?? kept.current.defaultAppStorage }

    private func write(_ value: Value) {
        if let userStore {
            if let object = Self.propertyList(value) { userStore.set(object, forKey: key) } else { userStore.removeObject(forKey: key) }
        }
        storage.resolved.write(value)
    }

    /// What the store holds for the key as a `Value` (nil: nothing, or another type).
    private func stored(in store: UserDefaults) -> Value? {
        guard let object = store.object(forKey: key) else { return nil }
        if let value = object as? Value { return value }
        if let type = Value.self as? any RawRepresentable.Type { return Self.value(of: type, raw: object) }
        return nil
    }
    private static func value<R: RawRepresentable>(of type: R.Type, raw: Any) -> Value? {
        (raw as? R.RawValue).flatMap(R.init(rawValue:)) as? Value
    }
    /// The value as the store keeps it: a raw value for a `RawRepresentable`; nil for nil.
    private static func propertyList(_ value: Value) -> Any? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return (wrapped as? any RawRepresentable)?.rawValue ?? wrapped
        }
        return (value as? any RawRepresentable)?.rawValue ?? value
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// `@AppStorage("key") var name: String?` starts at nil.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

extension AppStorage: EnvironmentReading, GraphLinked {
    func keep(_ environment: EnvironmentValues) { kept.values = environment }
    /// Every view that declares the key shares one value in the graph, the store's when the
    /// view names one.
    func link(in graph: ViewGraph, at id: ViewID) {
        if let userStore, let value = stored(in: userStore) { storage.value = value }
        let shared = ViewID.root.slot(.value("AppStorage")).child(key: key)
        graph.keep(shared)
        storage.link(in: graph, at: shared)
    }
}

extension EnvironmentValues {
    private struct DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }
    /// The store `@AppStorage` reads and writes when it names none (nil: the view graph's own).
    public var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The store `@AppStorage` properties below use when they name none.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        EnvironmentModifier(content: self) { $0.defaultAppStorage = store }
    }
}

/// Which view has keyboard focus (`@FocusState`). Nothing is focused in a frame until the
/// view's code sets it; what the code sets is kept as `@State` is, so views read it back.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let storage: StateBox<Value>

    public init() where Value == Bool { storage = StateBox(false) }
    public init<T: Hashable>() where Value == T? { storage = StateBox(nil) }

    public var wrappedValue: Value {
        get { storage.resolved.value }
        nonmutating set { storage.resolved.write(newValue) }
    }
    public var projectedValue: Binding { Binding(box: storage.resolved) }

    /// A binding to a focus state (`$focused`), given to `focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.write(newValue) }
        }
        public var projectedValue: Binding { self }
    }
}

/// Which element VoiceOver's cursor is on (`@AccessibilityFocusState`): in a frame nothing is,
/// until the view's code sets it; kept as `@FocusState` keeps its value.
public typealias AccessibilityFocusState = FocusState

extension FocusState: GraphLinked {
    func link(in graph: ViewGraph, at id: ViewID) { storage.link(in: graph, at: id) }
}

extension View {
    /// Binds the view's focus to a state (no keyboard is drawn in a frame).
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { Inert(content: self) }
    nonisolated public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { Inert(content: self) }
    /// Binds VoiceOver's focus to a state (no VoiceOver cursor is drawn in a frame).
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { Inert(content: self) }
    nonisolated public func accessibilityFocused<V: Hashable>(_ binding: AccessibilityFocusState<V>.Binding, equals value: V) -> some View { Inert(content: self) }
}

/// A value a scene restores by key (`@SceneStorage("tab")`): a render is one fresh scene, so it
/// starts from the declared default and lives in the running view graph, shared by the views
/// that declare the key, as `@AppStorage` without a store.
public typealias SceneStorage = AppStorage
