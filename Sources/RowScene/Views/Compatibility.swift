import Foundation
import UniformTypeIdentifiers

// SwiftUI API that rows use around their views: optional views, ModifiedContent, alerts,
// share links, and the few Foundation/CoreFoundation names Apple platforms add.

/// An optional view draws its value, or nothing (`Optional: View` where `Wrapped: View`).
extension Optional: View where Wrapped: View {
    public var body: Never { return fatalError("Optional is a primitive view") }
}
extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        switch self {
        case .some(let view): return try context.resolve(view)
        case .none: return EmptyNode()
        }
    }
}

/// A view with a modifier applied (`ModifiedContent(content:modifier:)`, `view.modifier(m)`).
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
    public var body: some View { ModifiedView(content: content, modifier: modifier) }
}

/// An alert (presented only on demand: nothing in a row's frame).
public struct Alert {
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = nil) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = nil) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = nil) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = nil) -> Button { Button() }
    }
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// The older action sheet (`actionSheet(isPresented:)`): presented only on demand.
public struct ActionSheet {
    public typealias Button = Alert.Button
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

extension View {
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { Inert(content: self) }
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { Inert(content: self) }
    nonisolated public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View { Inert(content: self) }
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> Any) -> some View { Inert(content: self) }
    nonisolated public func popover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View { Inert(content: self) }
    /// Tabular figures for all text in the view.
    nonisolated public func monospacedDigit() -> some View { EnvironmentModifier(content: self) { $0.monospacedDigit = true } }
    /// A font design for all text in the view.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { EnvironmentModifier(content: self) { $0.fontDesign = design } }
    /// A font width for all text in the view (drawn at the standard width, with a warning).
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { EnvironmentModifier(content: self) { $0.fontWidth = width } }
}

/// A share button: the label iOS draws ("Share" with the square-and-arrow icon by default).
public struct ShareLink<Label: View>: View {
    let label: Label
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<I, PI, PC>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>,
                           @ViewBuilder label: () -> Label) { self.label = label() }
    public init<D: Sequence>(items: D, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<D: Sequence, PI, PC>(items: D, subject: Text? = nil, message: Text? = nil,
                                     preview: @escaping (D.Element) -> SharePreview<PI, PC>, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundStyle(.tint) }
}
extension ShareLink where Label == RowScene.Label<Text, Image> {
    static var shareLabel: Label { RowScene.Label(title: Text("Share"), icon: Image(systemName: "square.and.arrow.up")) }
    static func titled(_ title: Text) -> Label { RowScene.Label(title: title, icon: Image(systemName: "square.and.arrow.up")) }
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil) { label = Self.shareLabel }
    public init<I, PI, PC>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>) { label = Self.shareLabel }
    public init<D: Sequence>(items: D, subject: Text? = nil, message: Text? = nil) { label = Self.shareLabel }
    public init<I>(_ title: String, item: I, subject: Text? = nil, message: Text? = nil) { label = Self.titled(Text(title)) }
    public init<I, PI, PC>(_ title: String, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>) {
        label = Self.titled(Text(title))
    }
    public init<I>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil) { label = Self.titled(title) }
    public init<I, PI, PC>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>) { label = Self.titled(title) }
}
extension ShareLink where Label == RowScene.Label<Text, Image> {
    /// A share button titled with a symbol of the app's choosing.
    public init<I>(_ title: String, image: String, item: I, subject: Text? = nil, message: Text? = nil) {
        label = RowScene.Label(title: Text(title), icon: Image(image))
    }
}

extension String {
    /// A localizable string's key with its values in place (`String.LocalizationValue`, which
    /// Linux's Foundation lacks): what `String(localized:)` and `LocalizedStringResource` take.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The text with its interpolated values written in.
        let text: String
        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
        public var description: String { text }
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation(_ string: String) { text += string }
            public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { text += String(format: specifier, value) }
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) { text += String(localized: resource) }
        }
    }
    /// A localized string: the key's translation in the render's string catalogs (in the
    /// language of the environment being evaluated), else the key itself.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = LocalizedStringResource(keyAndValue, table: table).resolved(in: EnvironmentValues.current ?? EnvironmentValues())
    }
    /// A localized string by key: its translation, else its default value.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringResource(key, defaultValue: defaultValue, table: table).resolved(in: EnvironmentValues.current ?? EnvironmentValues())
    }
    public init(localized resource: LocalizedStringResource) { self = resource.resolved(in: EnvironmentValues.current ?? EnvironmentValues()) }
    public init(localized resource: LocalizedStringResource, comment: StaticString?) { self.init(localized: resource) }
}

extension AttributedString {
    /// A localized string as attributed text (its translation read as `String(localized:)`
    /// reads it; Markdown in it is parsed, as Foundation's does).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
                comment: StaticString? = nil) {
        let text = String(localized: keyAndValue, table: table)
        self = (try? AttributedString(markdown: text, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))) ?? AttributedString(text)
    }
    public init(localized resource: LocalizedStringResource) {
        let text = String(localized: resource)
        self = (try? AttributedString(markdown: text, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))) ?? AttributedString(text)
    }
}

/// A string to localize later, with its key, default value and table (Foundation's
/// `LocalizedStringResource`, which Linux's lacks), read through the render's string catalogs.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// Where the strings table lives.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
    }
    public let key: String
    public let defaultValue: String.LocalizationValue
    public let table: String?
    public var locale: Locale
    public let bundle: BundleDescription
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = Locale(identifier: "en_US"),
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.text; defaultValue = keyAndValue; self.table = table; self.locale = locale; self.bundle = bundle
    }
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = Locale(identifier: "en_US"),
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"; self.defaultValue = defaultValue; self.table = table; self.locale = locale; self.bundle = bundle
    }
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { self.init(String.LocalizationValue(stringInterpolation: stringInterpolation)) }
    public var description: String { defaultValue.text }
    /// The key's translation in the environment's string catalogs (and those of an enclosing
    /// `StringCatalog.with`), in its locale's language; else the default value.
    func resolved(in env: EnvironmentValues) -> String {
        StringCatalog.translation(key, table: table, locale: env.locale, count: nil, in: env.stringCatalogs + StringCatalog.current) ?? defaultValue.text
    }
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key && a.defaultValue == b.defaultValue && a.table == b.table }
    public func hash(into hasher: inout Hasher) { hasher.combine(key); hasher.combine(defaultValue); hasher.combine(table) }
}

/// CoreFoundation's boolean objects, as Apple platforms' Foundation bridges them.
public let kCFBooleanTrue = NSNumber(value: true)
public let kCFBooleanFalse = NSNumber(value: false)

extension ProcessInfo {
    /// The device's thermal state (UIKit-era Foundation; Linux's lacks it).
    public enum ThermalState: Int, Sendable { case nominal, fair, serious, critical }
    /// A render's device is cool and not saving power.
    public var thermalState: ThermalState { .nominal }
    public var isLowPowerModeEnabled: Bool { false }
    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}
extension Notification.Name {
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}

// Empty attributed strings, `NSAttributedString()` (Linux's Foundation has only `init(string:)`,
// and an extension cannot declare `init()` over NSObject's; a defaulted `Void` parameter is called
// the same way; NSMutableAttributedString inherits it).
extension NSAttributedString {
    public convenience init(_ empty: Void = ()) { self.init(string: "") }
}

extension FileManager {
    /// An app group's shared container: a render belongs to no app group, so there is none.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }
}

/// A modifier that changes nothing (`EmptyModifier.identity`).
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

/// A section of tabs (iOS 18's `TabSection`): in an iPhone's tab bar its tabs stand with the
/// others, so it shows its content.
public struct TabSection<Header: View, Content: View, Footer: View>: View {
    let content: Content
    public var body: some View { content }
}
extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
}
extension TabSection where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) { self.content = content() }
}

/// A list section header's prominence (`headerProminence`).
public enum Prominence: Sendable, Hashable { case standard, increased }

/// Where a pointer hovers (`onContinuousHover`): never, in a frame without a pointer.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

extension View {
    /// A pointer's hover, continuously (an iPhone has no pointer: never called).
    nonisolated public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        Inert(content: self)
    }
    /// Section headers drawn more prominently. RowFrame draws them at the standard prominence.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { Inert(content: self) }
    /// Padding that keeps a scene's content clear of its edges: the system padding (16 pt on an
    /// iPhone) on the given edges.
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }
}

/// A button that pastes what the pasteboard holds ("Paste" with the clipboard symbol, bordered
/// in the tint as iOS draws it); a frame pastes nothing.
public struct PasteButton: View {
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public var body: some View {
        Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}
