import RowRaster
import RowText
import RowMotion

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, CaseIterable, Codable { case light, dark }

/// iOS content size categories (RowText's).
public typealias DynamicTypeSize = RowText.DynamicTypeSize

/// How much motion the user allows (RowMotion's modes).
public typealias AnimationMode = RowMotion.AnimationMode

/// Text and layout direction. Only left-to-right is implemented.
public enum LayoutDirection: String, Sendable, Codable { case leftToRight }

/// A key for a value of the environment, as in SwiftUI: declare one, extend
/// `EnvironmentValues` with a property that reads and writes `self[Key.self]`, and set it
/// with `.environment(\.myValue, …)`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Everything a view may read from its surroundings: appearance, display scale, Dynamic Type,
/// motion mode, the frame's time, inherited text and style settings, and values of keys that
/// users declare. A value type: each render has its own, so one view can be rendered on
/// several threads at once.
public struct EnvironmentValues: @unchecked Sendable {
    public var colorScheme: ColorScheme = .light
    /// Pixels per point (1, 2 or 3).
    public var displayScale: Double = 3
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var animationMode: AnimationMode = .full
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The time of the frame being rendered, in seconds. Views read time only from here.
    public var time: Double = 0
    /// The font for text without its own (SwiftUI's default is body).
    public var font: Font? = nil
    /// The style for text, icons and unfilled shapes (default: the primary label color).
    public var foregroundStyle: AnyShapeStyle? = nil
    public var lineLimit: Int? = nil
    public var textCase: Text.Case? = nil
    public var tracking: Double = 0
    /// Whether the view is pressed (set by the row components and touch scripts).
    public var isPressed: Bool = false
    /// Values of user-declared keys (immutable once stored; copies share them read-only).
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for a key: set by `.environment`, or the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view whose body is being evaluated on this task (set by the
    /// resolver around each body; nil outside one).
    @TaskLocal static var current: EnvironmentValues?
}

/// Reads a value from the environment in a view's body: `@Environment(\.colorScheme) var scheme`.
/// The value comes from the environment of the view being evaluated, so a view value holds no
/// mutable state and can be rendered on several threads at once.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { (EnvironmentValues.current ?? EnvironmentValues())[keyPath: keyPath] }
}

/// A view whose content sees a modified environment.
struct EnvironmentModifier: PrimitiveView {
    let content: any View
    let change: (inout EnvironmentValues) -> Void
    func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var inner = context
        change(&inner.environment)
        return try inner.resolve(content)
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
    }
    public func font(_ font: Font?) -> some View { EnvironmentModifier(content: self) { $0.font = font } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.foregroundStyle = AnyShapeStyle(style) }
    }
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifier(content: self) { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }
    public func lineLimit(_ limit: Int?) -> some View { EnvironmentModifier(content: self) { $0.lineLimit = limit } }
    public func textCase(_ textCase: Text.Case?) -> some View { EnvironmentModifier(content: self) { $0.textCase = textCase } }
    public func tracking(_ tracking: Double) -> some View { EnvironmentModifier(content: self) { $0.tracking = tracking } }
}
