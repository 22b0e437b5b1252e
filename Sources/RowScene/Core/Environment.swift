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

/// Everything a view may read from its surroundings: appearance, display scale, Dynamic Type,
/// motion mode, the frame's time, and inherited text and style settings.
public struct EnvironmentValues: Sendable {
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

    public init() {}
}

/// Reads a value from the environment in a view's body: `@Environment(\.colorScheme) var scheme`.
@propertyWrapper
public struct Environment<Value>: EnvironmentReading {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
    func inject(_ values: EnvironmentValues) { box.values = values }
}

/// Holds the environment injected into a view before its body is evaluated.
final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}

protocol EnvironmentReading {
    func inject(_ values: EnvironmentValues)
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
