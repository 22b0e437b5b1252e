import Foundation
import RowRaster
import RowText
import RowMotion

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, CaseIterable, Codable { case light, dark }

/// iOS content size categories (RowText's).
public typealias DynamicTypeSize = RowText.DynamicTypeSize

/// How much motion the user allows (RowMotion's modes).
public typealias AnimationMode = RowMotion.AnimationMode

/// Text and layout direction. Right-to-left mirrors the layout: stacks run from the right,
/// leading edges and padding are on the right, text aligns and flows right-to-left.
public enum LayoutDirection: String, Sendable, Codable { case leftToRight, rightToLeft }

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
    /// The wall-clock date of the frame at time 0 (`Text(date, style: .relative)` counts from
    /// `now` plus `time`). Fixed by default, never the machine's clock.
    public var now: Date = Date(timeIntervalSinceReferenceDate: 0)
    /// Locale, time zone and calendar for dates and formatted values (fixed defaults: en_US,
    /// UTC, Gregorian — never the machine's).
    public var locale: Locale = Locale(identifier: "en_US")
    public var timeZone: TimeZone = TimeZone(identifier: "UTC")!
    public var calendar: Calendar = Calendar(identifier: .gregorian)
    /// The font for text without its own (SwiftUI's default is body).
    public var font: Font? = nil
    /// `monospacedDigit()` and `fontDesign(_:)` applied to a whole view.
    public var monospacedDigit: Bool = false
    public var fontDesign: Font.Design? = nil
    /// `fontWeight`, `bold()`, `italic()` applied to a whole view.
    public var fontWeight: Font.Weight? = nil
    public var italic: Bool = false
    /// The style for text, icons and unfilled shapes (default: the primary label color).
    public var foregroundStyle: AnyShapeStyle? = nil
    /// The accent for links and controls (default: the accent color, system blue).
    public var tint: Color? = nil
    /// At most this many lines of text (nil: no limit).
    public var lineLimit: Int? = nil
    /// Lines of height text keeps even when shorter (`lineLimit(2...4)`, `reservesSpace: true`).
    public var reservedLines: Int = 0
    public var multilineTextAlignment: TextAlignment = .leading
    public var truncationMode: Text.TruncationMode = .tail
    public var lineSpacing: Double = 0
    public var minimumScaleFactor: Double = 1
    public var textCase: Text.Case? = nil
    public var tracking: Double = 0
    public var kerning: Double = 0
    public var baselineOffset: Double = 0
    public var underline: Bool = false
    public var strikethrough: Bool = false
    /// Levels of foreground style set by `foregroundStyle(_:_:)` (empty: derived from one).
    public var hierarchicalStyles: [AnyShapeStyle] = []
    /// How content is redacted (`redacted(reason:)`).
    public var redactionReasons: RedactionReasons = []
    /// Control styles and settings.
    public var labelStyle: AnyLabelStyle = AnyLabelStyle(TitleAndIconLabelStyle())
    public var labelsHidden: Bool = false
    public var buttonStyle: AnyButtonStyle = AnyButtonStyle(DefaultButtonStyle())
    public var buttonBorderShape: ButtonBorderShape = .automatic
    public var controlSize: ControlSize = .regular
    public var toggleStyle: AnyToggleStyle = AnyToggleStyle(SwitchToggleStyle())
    public var progressViewStyle: AnyProgressViewStyle = AnyProgressViewStyle(DefaultProgressViewStyle())
    public var groupBoxStyle: AnyGroupBoxStyle = AnyGroupBoxStyle(DefaultGroupBoxStyle())
    /// The folder `Image("name")` reads `name@3x.png`, `@2x` or `.png` from (nil: none).
    public var imageFolder: String? = nil
    /// `imageScale(_:)` of SF Symbols.
    public var imageScale: Image.Scale = .medium
    /// `symbolVariant(_:)`: ".fill", ".circle"… appended to symbol names that have them.
    public var symbolVariants: SymbolVariants = .none
    /// Whether controls respond to input (`disabled(_:)`); disabled controls draw dimmed.
    public var isEnabled: Bool = true
    /// List settings: its style, whether its grouped background shows, spacing.
    public var listStyle: ListStyleKind = .insetGrouped
    public var listBackgroundHidden: Bool = false
    public var listRowSpacing: Double = 0
    public var listSectionSpacing: Double = 35
    /// `textFieldStyle(_:)`.
    public var textFieldStyle: TextFieldStyleKind = .automatic
    /// Whether the view is a row of a List (NavigationLink then draws its chevron).
    public var isInListRow: Bool = false
    /// `fontWidth(_:)`: the width text asks for (nil: its font's).
    public var fontWidth: Font.Width? = nil
    /// Whether the view is pressed (set by the row components and touch scripts).
    public var isPressed: Bool = false
    /// How far rows with `swipeActions` are swiped, in points (RowFrame's setting: a frame
    /// has no finger): negative reveals trailing actions, positive leading ones; 0 draws rows
    /// at rest.
    public var swipeOffset: Double = 0
    /// Called as a touch swipes rows below (`onSwipeActionsFeedback`).
    var swipeActionsFeedback: SwipeActionsFeedbackHandler? = nil
    /// Whether the view is a swipe action's button (buttons then draw as iOS's action tiles).
    public var isSwipeAction: Bool = false
    /// Whether touches reach gestures here (`allowsHitTesting(false)` turns it off below).
    var allowsHitTesting: Bool = true
    /// Values of user-declared keys (immutable once stored; copies share them read-only).
    private var custom: [ObjectIdentifier: Any] = [:]
    /// Objects provided by type (`.environmentObject`, `.environment(object)`).
    var objects: [ObjectIdentifier: AnyObject] = [:]

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

/// Reads a value from the environment in a view's body: `@Environment(\.colorScheme) var scheme`,
/// or an `@Observable` object: `@Environment(Model.self) var model`. The value is the one of the
/// body evaluation that prepared the view — kept in the property, so the closures that body
/// creates (an action, `onAppear`, a gesture, a `.task`) read it too, as in SwiftUI. Views are
/// evaluated on the main actor; the kept value is written only there.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable, DynamicProperty, EnvironmentRequirement, EnvironmentReading {
    let fetch: (EnvironmentValues) -> Value
    /// The object type that must be provided (nil for key paths and optional objects).
    let required: Any.Type?
    let kept = KeptEnvironment()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        fetch = { $0[keyPath: keyPath] }
        required = nil
    }
    init<T: AnyObject>(object: T.Type, optional: Bool) {
        if optional {
            fetch = { $0.object(T.self) as! Value }
        } else {
            fetch = { $0.object(T.self)! as! Value }
        }
        required = optional ? nil : T.self
    }
    public var wrappedValue: Value { fetch(kept.current) }
    func keep(_ environment: EnvironmentValues) { kept.values = environment }

    var requiredObject: (type: Any.Type, name: String, how: String) {
        guard let required else { return (Never.self, "", "") }
        return (required, "\(required)", ".environment(_:)")
    }
}

/// A view whose content sees a modified environment.
nonisolated struct EnvironmentModifier: PrimitiveView, ContentModifier {
    var content: any View
    let change: (inout EnvironmentValues) -> Void
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var inner = context
        change(&inner.environment)
        let node = try inner.resolve(content)
        guard inner.environment.layoutDirection != context.environment.layoutDirection else { return node }
        return EffectNode(child: node, kind: .reflect, environment: inner.environment)
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
    }
    /// Changes an environment value in place for this view and its descendants.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                                    transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentModifier(content: self) { transform(&$0[keyPath: keyPath]) }
    }
    nonisolated public func font(_ font: Font?) -> some View { EnvironmentModifier(content: self) { $0.font = font } }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.foregroundStyle = AnyShapeStyle(style) }
    }
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifier(content: self) { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { EnvironmentModifier(content: self) { $0.fontWeight = weight } }
    nonisolated public func bold(_ isActive: Bool = true) -> some View { EnvironmentModifier(content: self) { $0.fontWeight = isActive ? .bold : nil } }
    nonisolated public func italic(_ isActive: Bool = true) -> some View { EnvironmentModifier(content: self) { $0.italic = isActive } }
    nonisolated public func tint(_ tint: Color?) -> some View { EnvironmentModifier(content: self) { $0.tint = tint } }
    /// The older name of the tint (`accentColor(_:)`, deprecated in SwiftUI for `tint`).
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    /// At most `limit` lines (nil: as many as needed).
    nonisolated public func lineLimit(_ limit: Int?) -> some View {
        EnvironmentModifier(content: self) { $0.lineLimit = limit; $0.reservedLines = 0 }
    }
    /// `limit` lines at most; with `reservesSpace`, always that many lines' height.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        EnvironmentModifier(content: self) { $0.lineLimit = limit; $0.reservedLines = reservesSpace ? limit : 0 }
    }
    /// Between `range.lowerBound` and `range.upperBound` lines.
    nonisolated public func lineLimit(_ range: ClosedRange<Int>) -> some View {
        EnvironmentModifier(content: self) { $0.lineLimit = range.upperBound; $0.reservedLines = range.lowerBound }
    }
    /// At least `range.lowerBound` lines' height, with no upper limit.
    nonisolated public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
        EnvironmentModifier(content: self) { $0.lineLimit = nil; $0.reservedLines = range.lowerBound }
    }
    /// At most `range.upperBound` lines.
    nonisolated public func lineLimit(_ range: PartialRangeThrough<Int>) -> some View {
        EnvironmentModifier(content: self) { $0.lineLimit = range.upperBound; $0.reservedLines = 0 }
    }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentModifier(content: self) { $0.multilineTextAlignment = alignment }
    }
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { EnvironmentModifier(content: self) { $0.truncationMode = mode } }
    nonisolated public func lineSpacing(_ spacing: Double) -> some View { EnvironmentModifier(content: self) { $0.lineSpacing = spacing } }
    nonisolated public func minimumScaleFactor(_ factor: Double) -> some View { EnvironmentModifier(content: self) { $0.minimumScaleFactor = factor } }
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { EnvironmentModifier(content: self) { $0.textCase = textCase } }
    nonisolated public func tracking(_ tracking: Double) -> some View { EnvironmentModifier(content: self) { $0.tracking = tracking } }
    nonisolated public func kerning(_ kerning: Double) -> some View { EnvironmentModifier(content: self) { $0.kerning = kerning } }
    nonisolated public func baselineOffset(_ offset: Double) -> some View { EnvironmentModifier(content: self) { $0.baselineOffset = offset } }
    nonisolated public func underline(_ isActive: Bool = true) -> some View { EnvironmentModifier(content: self) { $0.underline = isActive } }
    nonisolated public func strikethrough(_ isActive: Bool = true) -> some View { EnvironmentModifier(content: self) { $0.strikethrough = isActive } }
}
