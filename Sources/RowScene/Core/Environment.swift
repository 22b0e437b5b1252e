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

/// A value of `EnvironmentValues` declared with its default in one line, as in SwiftUI
/// (`extension EnvironmentValues { @Entry var accent: Color = .blue }`): the macro adds the key
/// type and the accessors that read and write through it.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "RowPreviewMacros", type: "EntryMacro")

/// Everything a view may read from its surroundings: appearance, display scale, Dynamic Type,
/// motion mode, the frame's time, inherited text and style settings, and values of keys that
/// users declare. A value type: each render has its own, so one view can be rendered on
/// several threads at once.
public struct EnvironmentValues: @unchecked Sendable {
    /// The values, shared by copies until one of them changes (an environment is copied for
    /// every view resolved, and changed far more rarely).
    private final class Storage {
        @exclusivity(unchecked) var values: Values
        init(_ values: Values) { self.values = values }
    }
    /// The values themselves, with their defaults.
    struct Values {
        var colorScheme: ColorScheme = .light
        var displayScale: Double = 3
        var dynamicTypeSize: DynamicTypeSize = .large
        var animationMode: AnimationMode = .full
        var layoutDirection: LayoutDirection = .leftToRight
        var time: Double = 0
        var now: Date = Date(timeIntervalSinceReferenceDate: 0)
        var locale: Locale = Locale(identifier: "en_US")
        var timeZone: TimeZone = TimeZone(identifier: "UTC")!
        var calendar: Calendar = Calendar(identifier: .gregorian)
        var font: Font? = nil
        var monospacedDigit: Bool = false
        var fontDesign: Font.Design? = nil
        var fontWeight: Font.Weight? = nil
        var italic: Bool = false
        var foregroundStyle: AnyShapeStyle? = nil
        var tint: Color? = nil
        var lineLimit: Int? = nil
        var reservedLines: Int = 0
        var multilineTextAlignment: TextAlignment = .leading
        var truncationMode: Text.TruncationMode = .tail
        var lineSpacing: Double = 0
        var minimumScaleFactor: Double = 1
        var textCase: Text.Case? = nil
        var tracking: Double = 0
        var kerning: Double = 0
        var baselineOffset: Double = 0
        var underline: Bool = false
        var strikethrough: Bool = false
        var hierarchicalStyles: [AnyShapeStyle] = []
        var redactionReasons: RedactionReasons = []
        var labelStyle: AnyLabelStyle = AnyLabelStyle(TitleAndIconLabelStyle())
        var labelsHidden: Bool = false
        var buttonStyle: AnyButtonStyle = AnyButtonStyle(DefaultButtonStyle())
        var buttonBorderShape: ButtonBorderShape = .automatic
        var controlSize: ControlSize = .regular
        var toggleStyle: AnyToggleStyle = AnyToggleStyle(SwitchToggleStyle())
        var progressViewStyle: AnyProgressViewStyle = AnyProgressViewStyle(DefaultProgressViewStyle())
        var gaugeStyle: AnyGaugeStyle = AnyGaugeStyle(LinearCapacityGaugeStyle())
        var groupBoxStyle: AnyGroupBoxStyle = AnyGroupBoxStyle(DefaultGroupBoxStyle())
        var disclosureGroupStyle: AnyDisclosureGroupStyle = AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle())
        var imageFolder: String? = nil
        var assetCatalogs: [AssetCatalog] = []
        var stringCatalogs: [StringCatalog] = []
        var backgroundStyle: AnyShapeStyle? = nil
        var safeAreaInsets = EdgeInsets()
        var imageScale: Image.Scale = .medium
        var symbolVariants: SymbolVariants = .none
        var isEnabled: Bool = true
        var listStyle: ListStyleKind = .insetGrouped
        var listBackgroundHidden: Bool = false
        var listRowSpacing: Double = 0
        var listSectionSpacing: Double = 35
        var defaultMinListRowHeight: Double = 44
        var defaultMinListHeaderHeight: CGFloat? = nil
        var scrollClipDisabled: Bool = false
        var scrollContentMargins = EdgeInsets()
        var editMode: Binding<EditMode>? = nil
        var pickerStyleIsSegmented = false
        var symbolRenderingMode: SymbolRenderingMode? = nil
        var sizeClasses: (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) = (.compact, .regular)
        var scenePhase: ScenePhase = .active
        var openURL: OpenURLAction? = nil
        var containerSize = ContainerSize()
        var tabViewPageIndex: PageTabViewStyle.IndexDisplayMode? = nil
        var pageIndexBackground: Bool = false
        var textFieldStyle: TextFieldStyleKind = .automatic
        var textFieldStyleBody: AnyStyle<TextField<_TextFieldStyleLabel>> = AnyStyle(body: { $0 })
        var isInListRow: Bool = false
        var fontWidth: Font.Width? = nil
        var isPressed: Bool = false
        var swipeOffset: Double = 0
        var swipeActionsFeedback: SwipeActionsFeedbackHandler? = nil
        var isSwipeAction: Bool = false
        var allowsHitTesting: Bool = true
        var custom: [ObjectIdentifier: Any] = [:]
        var objects: [ObjectIdentifier: AnyObject] = [:]
    }
    private var storage = Storage(Values())
    /// The storage, copied first if another environment shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
        return storage
    }

    public var colorScheme: ColorScheme {
        get { storage.values.colorScheme }
        set { unique().values.colorScheme = newValue }
    }
    /// Pixels per point (1, 2 or 3).
    public var displayScale: Double {
        get { storage.values.displayScale }
        set { unique().values.displayScale = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.values.dynamicTypeSize }
        set { unique().values.dynamicTypeSize = newValue }
    }
    public var animationMode: AnimationMode {
        get { storage.values.animationMode }
        set { unique().values.animationMode = newValue }
    }
    /// Whether the user asked to reduce motion (SwiftUI's, read-only): true in the reduced and
    /// minimal animation modes.
    public var accessibilityReduceMotion: Bool { animationMode != .full }
    // The other accessibility settings, as an iPhone has them by default (SwiftUI's, read-only).
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var accessibilityShowButtonShapes: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var accessibilitySwitchControlEnabled: Bool { false }
    public var accessibilityEnabled: Bool { false }
    /// The Bold Text setting: nil (off), as SwiftUI reports it unset.
    public var legibilityWeight: LegibilityWeight? { nil }
    /// An always-on display dims: never in a render.
    public var isLuminanceReduced: Bool { false }
    /// Whether a search field above is being edited (never in a frame).
    public var isSearching: Bool { false }
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// The refresh action a `refreshable` view above gives (nil in a frame: none runs).
    public var refresh: RefreshAction? { nil }
    public var layoutDirection: LayoutDirection {
        get { storage.values.layoutDirection }
        set { unique().values.layoutDirection = newValue }
    }
    /// The time of the frame being rendered, in seconds. Views read time only from here.
    public var time: Double {
        get { storage.values.time }
        set { unique().values.time = newValue }
    }
    /// The wall-clock date of the frame at time 0 (`Text(date, style: .relative)` counts from
    /// `now` plus `time`). Fixed by default, never the machine's clock.
    public var now: Date {
        get { storage.values.now }
        set { unique().values.now = newValue }
    }
    /// Locale, time zone and calendar for dates and formatted values (fixed defaults: en_US,
    /// UTC, Gregorian — never the machine's).
    public var locale: Locale {
        get { storage.values.locale }
        set { unique().values.locale = newValue }
    }
    public var timeZone: TimeZone {
        get { storage.values.timeZone }
        set { unique().values.timeZone = newValue }
    }
    public var calendar: Calendar {
        get { storage.values.calendar }
        set { unique().values.calendar = newValue }
    }
    /// The font for text without its own (SwiftUI's default is body).
    public var font: Font? {
        get { storage.values.font }
        set { unique().values.font = newValue }
    }
    /// `monospacedDigit()` and `fontDesign(_:)` applied to a whole view.
    public var monospacedDigit: Bool {
        get { storage.values.monospacedDigit }
        set { unique().values.monospacedDigit = newValue }
    }
    public var fontDesign: Font.Design? {
        get { storage.values.fontDesign }
        set { unique().values.fontDesign = newValue }
    }
    /// `fontWeight`, `bold()`, `italic()` applied to a whole view.
    public var fontWeight: Font.Weight? {
        get { storage.values.fontWeight }
        set { unique().values.fontWeight = newValue }
    }
    public var italic: Bool {
        get { storage.values.italic }
        set { unique().values.italic = newValue }
    }
    /// The style for text, icons and unfilled shapes (default: the primary label color).
    public var foregroundStyle: AnyShapeStyle? {
        get { storage.values.foregroundStyle }
        set { unique().values.foregroundStyle = newValue }
    }
    /// The accent for links and controls (default: the accent color, system blue).
    public var tint: Color? {
        get { storage.values.tint }
        set { unique().values.tint = newValue }
    }
    /// At most this many lines of text (nil: no limit).
    public var lineLimit: Int? {
        get { storage.values.lineLimit }
        set { unique().values.lineLimit = newValue }
    }
    /// Lines of height text keeps even when shorter (`lineLimit(2...4)`, `reservesSpace: true`).
    public var reservedLines: Int {
        get { storage.values.reservedLines }
        set { unique().values.reservedLines = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { storage.values.multilineTextAlignment }
        set { unique().values.multilineTextAlignment = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { storage.values.truncationMode }
        set { unique().values.truncationMode = newValue }
    }
    public var lineSpacing: Double {
        get { storage.values.lineSpacing }
        set { unique().values.lineSpacing = newValue }
    }
    public var minimumScaleFactor: Double {
        get { storage.values.minimumScaleFactor }
        set { unique().values.minimumScaleFactor = newValue }
    }
    public var textCase: Text.Case? {
        get { storage.values.textCase }
        set { unique().values.textCase = newValue }
    }
    public var tracking: Double {
        get { storage.values.tracking }
        set { unique().values.tracking = newValue }
    }
    public var kerning: Double {
        get { storage.values.kerning }
        set { unique().values.kerning = newValue }
    }
    public var baselineOffset: Double {
        get { storage.values.baselineOffset }
        set { unique().values.baselineOffset = newValue }
    }
    public var underline: Bool {
        get { storage.values.underline }
        set { unique().values.underline = newValue }
    }
    public var strikethrough: Bool {
        get { storage.values.strikethrough }
        set { unique().values.strikethrough = newValue }
    }
    /// Levels of foreground style set by `foregroundStyle(_:_:)` (empty: derived from one).
    public var hierarchicalStyles: [AnyShapeStyle] {
        get { storage.values.hierarchicalStyles }
        set { unique().values.hierarchicalStyles = newValue }
    }
    /// How content is redacted (`redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { storage.values.redactionReasons }
        set { unique().values.redactionReasons = newValue }
    }
    /// Control styles and settings.
    public var labelStyle: AnyLabelStyle {
        get { storage.values.labelStyle }
        set { unique().values.labelStyle = newValue }
    }
    public var labelsHidden: Bool {
        get { storage.values.labelsHidden }
        set { unique().values.labelsHidden = newValue }
    }
    public var buttonStyle: AnyButtonStyle {
        get { storage.values.buttonStyle }
        set { unique().values.buttonStyle = newValue }
    }
    public var buttonBorderShape: ButtonBorderShape {
        get { storage.values.buttonBorderShape }
        set { unique().values.buttonBorderShape = newValue }
    }
    public var controlSize: ControlSize {
        get { storage.values.controlSize }
        set { unique().values.controlSize = newValue }
    }
    public var toggleStyle: AnyToggleStyle {
        get { storage.values.toggleStyle }
        set { unique().values.toggleStyle = newValue }
    }
    public var progressViewStyle: AnyProgressViewStyle {
        get { storage.values.progressViewStyle }
        set { unique().values.progressViewStyle = newValue }
    }
    public var gaugeStyle: AnyGaugeStyle {
        get { storage.values.gaugeStyle }
        set { unique().values.gaugeStyle = newValue }
    }
    public var groupBoxStyle: AnyGroupBoxStyle {
        get { storage.values.groupBoxStyle }
        set { unique().values.groupBoxStyle = newValue }
    }
    public var disclosureGroupStyle: AnyDisclosureGroupStyle {
        get { storage.values.disclosureGroupStyle }
        set { unique().values.disclosureGroupStyle = newValue }
    }
    /// The folder `Image("name")` reads `name@3x.png`, `@2x` or `.png` from (nil: none), when
    /// no asset catalog has the name.
    public var imageFolder: String? {
        get { storage.values.imageFolder }
        set { unique().values.imageFolder = newValue }
    }
    /// The app's asset catalogs, searched in order for `Color("name")`, `UIColor(named:)`,
    /// `Color.accentColor` and `Image("name")` while the render's views run (before those of
    /// an enclosing `AssetCatalog.with`). Set it on the request's environment: it travels with
    /// the request wherever it renders.
    public var assetCatalogs: [AssetCatalog] {
        get { storage.values.assetCatalogs }
        set { unique().values.assetCatalogs = newValue }
    }
    /// The app's string catalogs and strings files, searched in order for the translations
    /// of `Text("key")`, `LocalizedStringResource` and `String(localized:)` (before those of an
    /// enclosing `StringCatalog.with`). Set it on the request's environment.
    public var stringCatalogs: [StringCatalog] {
        get { storage.values.stringCatalogs }
        set { unique().values.stringCatalogs = newValue }
    }
    /// The screen's safe area around the root view (status bar, home indicator), for a render
    /// of a whole screen (a request with a width and a height): the root is laid out inside it,
    /// and views that ignore the safe area — `ignoresSafeArea`, backgrounds of colors and other
    /// shape styles, a list's background — reach the screen's edges where they touch it.
    public var safeAreaInsets: EdgeInsets {
        get { storage.values.safeAreaInsets }
        set { unique().values.safeAreaInsets = newValue }
    }
    /// What `backgroundStyle(_:)` set: the style `.background` paints with (nil: the system background).
    public var backgroundStyle: AnyShapeStyle? {
        get { storage.values.backgroundStyle }
        set { unique().values.backgroundStyle = newValue }
    }
    /// `imageScale(_:)` of SF Symbols.
    public var imageScale: Image.Scale {
        get { storage.values.imageScale }
        set { unique().values.imageScale = newValue }
    }
    /// `symbolVariant(_:)`: ".fill", ".circle"… appended to symbol names that have them.
    public var symbolVariants: SymbolVariants {
        get { storage.values.symbolVariants }
        set { unique().values.symbolVariants = newValue }
    }
    /// Whether controls respond to input (`disabled(_:)`); disabled controls draw dimmed.
    public var isEnabled: Bool {
        get { storage.values.isEnabled }
        set { unique().values.isEnabled = newValue }
    }
    /// List settings: its style, whether its grouped background shows, spacing.
    public var listStyle: ListStyleKind {
        get { storage.values.listStyle }
        set { unique().values.listStyle = newValue }
    }
    public var listBackgroundHidden: Bool {
        get { storage.values.listBackgroundHidden }
        set { unique().values.listBackgroundHidden = newValue }
    }
    public var listRowSpacing: Double {
        get { storage.values.listRowSpacing }
        set { unique().values.listRowSpacing = newValue }
    }
    public var listSectionSpacing: Double {
        get { storage.values.listSectionSpacing }
        set { unique().values.listSectionSpacing = newValue }
    }
    /// The least height of a list row (44 pt, as iOS's).
    public var defaultMinListRowHeight: CGFloat {
        get { storage.values.defaultMinListRowHeight }
        set { unique().values.defaultMinListRowHeight = newValue }
    }
    /// The least height of a list section header (nil: the system's).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { storage.values.defaultMinListHeaderHeight }
        set { unique().values.defaultMinListHeaderHeight = newValue }
    }
    /// A paged `TabView`'s index display (nil: tabs with a tab bar).
    public var tabViewPageIndex: PageTabViewStyle.IndexDisplayMode? {
        get { storage.values.tabViewPageIndex }
        set { unique().values.tabViewPageIndex = newValue }
    }
    /// Whether a page index has its dark capsule behind it.
    public var pageIndexBackground: Bool {
        get { storage.values.pageIndexBackground }
        set { unique().values.pageIndexBackground = newValue }
    }
    /// How symbols with layers are colored (`symbolRenderingMode`; nil: as their style says).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { storage.values.symbolRenderingMode }
        set { unique().values.symbolRenderingMode = newValue }
    }
    /// Whether pickers inside draw as segmented controls (`pickerStyle(.segmented)`).
    var pickerStyleIsSegmented: Bool {
        get { storage.values.pickerStyleIsSegmented }
        set { unique().values.pickerStyleIsSegmented = newValue }
    }
    /// What `containerRelativeFrame` measures from: the nearest scroll view, else the screen.
    var containerSize: ContainerSize {
        get { storage.values.containerSize }
        set { unique().values.containerSize = newValue }
    }
    public var openURL: OpenURLAction {
        get { storage.values.openURL ?? OpenURLAction() }
        set { unique().values.openURL = newValue }
    }
    /// An iPhone in portrait unless set: compact width, regular height.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { storage.values.sizeClasses.horizontal }
        set { unique().values.sizeClasses.horizontal = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { storage.values.sizeClasses.vertical }
        set { unique().values.sizeClasses.vertical = newValue }
    }
    /// Active unless set.
    public var scenePhase: ScenePhase {
        get { storage.values.scenePhase }
        set { unique().values.scenePhase = newValue }
    }
    /// A list's edit mode, when something above provides one (`.environment(\.editMode, …)`).
    public var editMode: Binding<EditMode>? {
        get { storage.values.editMode }
        set { unique().values.editMode = newValue }
    }
    /// Extra space scroll views inside keep around their content (`contentMargins`).
    public var scrollContentMargins: EdgeInsets {
        get { storage.values.scrollContentMargins }
        set { unique().values.scrollContentMargins = newValue }
    }
    /// Whether scroll views draw their content beyond their bounds (`scrollClipDisabled`).
    public var scrollClipDisabled: Bool {
        get { storage.values.scrollClipDisabled }
        set { unique().values.scrollClipDisabled = newValue }
    }
    /// `textFieldStyle(_:)`: how the field itself is drawn (a custom style draws it plain).
    public var textFieldStyle: TextFieldStyleKind {
        get { storage.values.textFieldStyle }
        set { unique().values.textFieldStyle = newValue }
    }
    /// `textFieldStyle(_:)` with a style of the app's own: the views it puts around the field.
    var textFieldStyleBody: AnyStyle<TextField<_TextFieldStyleLabel>> {
        get { storage.values.textFieldStyleBody }
        set { unique().values.textFieldStyleBody = newValue }
    }
    /// Whether the view is a row of a List (NavigationLink then draws its chevron).
    public var isInListRow: Bool {
        get { storage.values.isInListRow }
        set { unique().values.isInListRow = newValue }
    }
    /// `fontWidth(_:)`: the width text asks for (nil: its font's).
    public var fontWidth: Font.Width? {
        get { storage.values.fontWidth }
        set { unique().values.fontWidth = newValue }
    }
    /// Whether the view is pressed (set by the row components and touch scripts).
    public var isPressed: Bool {
        get { storage.values.isPressed }
        set { unique().values.isPressed = newValue }
    }
    /// How far rows with `swipeActions` are swiped, in points (RowFrame's setting: a frame
    /// has no finger): negative reveals trailing actions, positive leading ones; 0 draws rows
    /// at rest.
    public var swipeOffset: Double {
        get { storage.values.swipeOffset }
        set { unique().values.swipeOffset = newValue }
    }
    /// Called as a touch swipes rows below (`onSwipeActionsFeedback`).
    var swipeActionsFeedback: SwipeActionsFeedbackHandler? {
        get { storage.values.swipeActionsFeedback }
        set { unique().values.swipeActionsFeedback = newValue }
    }
    /// Whether the view is a swipe action's button (buttons then draw as iOS's action tiles).
    public var isSwipeAction: Bool {
        get { storage.values.isSwipeAction }
        set { unique().values.isSwipeAction = newValue }
    }
    /// Whether touches reach gestures here (`allowsHitTesting(false)` turns it off below).
    var allowsHitTesting: Bool {
        get { storage.values.allowsHitTesting }
        set { unique().values.allowsHitTesting = newValue }
    }
    /// Values of user-declared keys (immutable once stored; copies share them read-only).
    private var custom: [ObjectIdentifier: Any] {
        get { storage.values.custom }
        set { unique().values.custom = newValue }
    }
    /// Objects provided by type (`.environmentObject`, `.environment(object)`).
    var objects: [ObjectIdentifier: AnyObject] {
        get { storage.values.objects }
        set { unique().values.objects = newValue }
    }

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
    /// Lets text tighten its letter spacing before it truncates: accepted, not modelled (text
    /// truncates at its own spacing).
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { Inert(content: self) }
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
    nonisolated public func lineSpacing(_ spacing: CGFloat) -> some View { EnvironmentModifier(content: self) { $0.lineSpacing = spacing } }
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { EnvironmentModifier(content: self) { $0.minimumScaleFactor = factor } }
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { EnvironmentModifier(content: self) { $0.textCase = textCase } }
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { EnvironmentModifier(content: self) { $0.tracking = tracking } }
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { EnvironmentModifier(content: self) { $0.kerning = kerning } }
    nonisolated public func baselineOffset(_ offset: CGFloat) -> some View { EnvironmentModifier(content: self) { $0.baselineOffset = offset } }
    nonisolated public func underline(_ isActive: Bool = true) -> some View { EnvironmentModifier(content: self) { $0.underline = isActive } }
    nonisolated public func strikethrough(_ isActive: Bool = true) -> some View { EnvironmentModifier(content: self) { $0.strikethrough = isActive } }
    /// Text below underlined or struck through, in a pattern and color: drawn solid in the
    /// text's own color (a `Text`'s own `underline(_:pattern:color:)` draws both).
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        underline(isActive)
    }
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        strikethrough(isActive)
    }
}

/// The weight the Bold Text setting asks for.
public enum LegibilityWeight: Sendable, Hashable { case regular, bold }
/// Dismisses the search a view is in (nothing to dismiss in a frame).
public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}
/// Runs a `refreshable` view's action.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}
